import { type FormEvent, Fragment, type ReactNode } from 'react';
import { primaryButton } from './button';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Room for two columns of fields from tablets up. */
  wide?: boolean;
  /** The record the form is for, when it edits one: another key mounts a fresh form. */
  formKey?: string;
  /** The form, which keeps its own state: mounted only while the dialog is open. */
  children: ReactNode;
}

/**
 * A dialog holding one create-or-edit form. The form is mounted afresh on each opening and for
 * each record, so it never shows what was typed for another one.
 */
export function FormDialog({ open, onClose, title, description, wide, formKey, children }: FormDialogProps) {
  return (
    <Modal
      open={open}
      wide={wide}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
    >
      {open ? <Fragment key={formKey}>{children}</Fragment> : null}
    </Modal>
  );
}

interface DialogFormProps {
  /** The form's accessible name. */
  label: string;
  /** What `useFormState` gives: the form-level message and the id its fields point at. */
  form: { formError: string | null; alertId: string };
  /** Runs on submit unless the form is already busy sending. */
  onSubmit: () => unknown;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}

/** The form inside a FormDialog: its message on top, its fields, and a submit button that says it is busy. */
export function DialogForm({
  label,
  form,
  onSubmit,
  busy,
  submitLabel,
  busyLabel = 'Saving…',
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={label}>
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      {children}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
