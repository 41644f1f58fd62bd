import type { FormEvent, ReactNode } from 'react';
import { destructiveButton, primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';

interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The form's id, prefixing its fields'. */
  id: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal (its own words), shown above the buttons. */
  error: string | null;
  onSubmit: () => void;
  destructive?: boolean;
  children: ReactNode;
}

/** One change to a consult in a dialog: its fields, the server's answer if it refuses, and two buttons. */
export function ActionDialog({
  open,
  onClose,
  title,
  description,
  id,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  destructive = false,
  children,
}: ActionDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children}
        {error ? <FormAlert id={`${id}-alert`}>{error}</FormAlert> : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Keep as it is
          </button>
          <button
            type="submit"
            disabled={pending}
            className={destructive ? destructiveButton : primaryButton}
          >
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
