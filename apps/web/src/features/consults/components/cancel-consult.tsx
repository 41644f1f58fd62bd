import { ZCancelRequest } from '@curo/core/scheduling';
import { type FormEvent, useState } from 'react';
import { dangerButton, secondaryButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useAppointmentAction } from '../../scheduling';

/**
 * A button that cancels the consult after asking why (the API wants a reason): "Leave the queue",
 * "Cancel the request". The dialog is named after the button's words.
 */
export function CancelConsult({
  appointmentId,
  label,
  title,
  description,
  confirm,
  done,
}: {
  appointmentId: string;
  label: string;
  title: string;
  description: string;
  confirm: string;
  done: string;
}) {
  const mutation = useAppointmentAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCancelRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why');
      return;
    }
    mutation.mutate(
      { id: appointmentId, action: { kind: 'cancel', reason: parsed.data.reason } },
      {
        onSuccess: () => {
          toast.success(done);
          setOpen(false);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={title}
        description={description}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <label htmlFor={`leave-reason-${appointmentId}`} className={labelClass}>
              Reason
            </label>
            <textarea
              id={`leave-reason-${appointmentId}`}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `leave-reason-error-${appointmentId}` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              className={`${controlClass} ${error ? 'border-error' : ''}`}
            />
            {error ? (
              <p id={`leave-reason-error-${appointmentId}`} className="mt-1 text-sm text-error">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              Never mind
            </button>
            <button type="submit" className={dangerButton} disabled={mutation.isPending}>
              {mutation.isPending ? 'Just a moment…' : confirm}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
