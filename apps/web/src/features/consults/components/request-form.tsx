import type { FormEvent, ReactNode } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';

interface RequestFormProps {
  /** The form's accessible name, and what its button says unless `action` says otherwise. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The form's own message (the server's answer), shown above the button. */
  form: { formError: string | null; alertId: string };
  pending: boolean;
  /** What the button says, and what it says while the request is on its way. */
  action?: string;
  sending?: string;
  /** A line beside the button: what the patient should know as they send. */
  note?: string;
  children: ReactNode;
}

/** The frame of every consult request: the card with its fields, the form's message and the button. */
export function RequestForm({
  label,
  onSubmit,
  form,
  pending,
  action = label,
  sending = 'Sending your request…',
  note,
  children,
}: RequestFormProps) {
  const button = (
    <button
      type="submit"
      className={`${primaryButton} ${note ? 'shrink-0' : 'sm:self-end'}`}
      disabled={pending}
    >
      {pending ? sending : action}
    </button>
  );
  return (
    <form onSubmit={onSubmit} noValidate className={`${paddedCard} flex flex-col gap-5`} aria-label={label}>
      {children}
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      {note ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{note}</p>
          {button}
        </div>
      ) : (
        button
      )}
    </form>
  );
}
