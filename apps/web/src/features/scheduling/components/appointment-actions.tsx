import { ZCancelRequest } from '@curo/core/scheduling';
import { type FormEvent, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { type TAppointmentAction, useAppointmentAction } from '../api/appointment-actions';
import { ACTION_LABELS, type TActionKind } from '../utils/appointment-status';

const DONE: Record<TActionKind, string> = {
  checkIn: 'You are checked in',
  start: 'The consult has started',
  waitingForInformation: 'Marked as waiting for information',
  resume: 'The consult is back on',
  runningLate: 'The patient has been told you are running late',
  end: 'The consult has ended',
  markAsCompleted: 'Marked as completed',
  cancel: 'The consult is cancelled',
  reactivate: 'The consult is back on',
};

export const LATE_MINUTES = [5, 10, 15, 20, 30, 45, 60] as const;

/**
 * The buttons an appointment's state allows, for the patient or the doctor. Cancelling asks for a
 * reason and running late for the minutes, each in a dialog; every answer is a toast, and a
 * refused change (409) says the state it is in.
 */
export function AppointmentActions({
  appointmentId,
  actions,
  who,
}: {
  appointmentId: string;
  actions: readonly TActionKind[];
  /** Read out with each button: "Cancel the consult with Dr Priya Raman". */
  who: string;
}) {
  const mutation = useAppointmentAction();
  const [dialog, setDialog] = useState<'cancel' | 'runningLate' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [minutes, setMinutes] = useState(10);

  const run = (action: TAppointmentAction, after?: () => void) =>
    mutation.mutate(
      { id: appointmentId, action },
      {
        onSuccess: () => {
          toast.success(DONE[action.kind]);
          after?.();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCancelRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Say why the consult is cancelled');
      return;
    }
    run({ kind: 'cancel', reason: parsed.data.reason }, () => {
      setDialog(null);
      setReason('');
    });
  };

  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={mutation.isPending}
          onClick={() => {
            if (kind === 'cancel' || kind === 'runningLate') setDialog(kind);
            else run({ kind } as TAppointmentAction);
          }}
          className={
            kind === 'cancel' ? `${smallButton} text-error hover:border-error hover:text-error` : smallButton
          }
        >
          {ACTION_LABELS[kind]}
          <span className="sr-only"> the consult {who}</span>
        </button>
      ))}
      <Modal
        open={dialog === 'cancel'}
        onOpenChange={(open) => {
          if (!open) {
            setDialog(null);
            setReasonError(null);
          }
        }}
        title="Cancel this consult?"
        description="The time is freed for someone else. Tell us why, so we can pass it on."
      >
        <form onSubmit={submitCancel} noValidate className="flex flex-col gap-4">
          <div>
            <label htmlFor={`cancel-reason-${appointmentId}`} className={labelClass}>
              Reason
            </label>
            <textarea
              id={`cancel-reason-${appointmentId}`}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `cancel-reason-error-${appointmentId}` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              className={`${controlClass} ${reasonError ? 'border-error' : ''}`}
            />
            {reasonError ? (
              <p id={`cancel-reason-error-${appointmentId}`} className="mt-1 text-sm text-error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setDialog(null)}>
              Keep the consult
            </button>
            <button type="submit" className={dangerButton} disabled={mutation.isPending}>
              {mutation.isPending ? 'Cancelling…' : 'Cancel the consult'}
            </button>
          </div>
        </form>
      </Modal>
      <Modal
        open={dialog === 'runningLate'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title="Running late"
        description="We tell the patient straight away, on screen and by email."
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run({ kind: 'runningLate', minutes }, () => setDialog(null));
          }}
          className="flex flex-col gap-4"
        >
          <div>
            <label htmlFor={`late-minutes-${appointmentId}`} className={labelClass}>
              How late will you be?
            </label>
            <select
              id={`late-minutes-${appointmentId}`}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
              className={controlClass}
            >
              {LATE_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setDialog(null)}>
              Never mind
            </button>
            <button type="submit" className={primaryButton} disabled={mutation.isPending}>
              Tell the patient
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
