import { ZCancelRequest } from '@curo/core/scheduling';
import { type FormEvent, useCallback, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
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
const LATE_OPTIONS = LATE_MINUTES.map((m) => ({ value: String(m), label: `${m} minutes` }));

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
  const cancelId = useCallback((field: 'reason') => `cancel-${field}-${appointmentId}`, [appointmentId]);
  const cancelForm = useFormState({ reason: '' }, cancelId);
  const lateId = useCallback((field: 'minutes') => `late-${field}-${appointmentId}`, [appointmentId]);
  const lateForm = useFormState({ minutes: '10' }, lateId);

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
    const input = cancelForm.check(ZCancelRequest, cancelForm.values, ['reason']);
    if (!input) return;
    run({ kind: 'cancel', reason: input.reason }, () => {
      setDialog(null);
      cancelForm.resetValues({ reason: '' });
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
            // What was typed stays for another try; its error goes.
            cancelForm.resetValues(cancelForm.values);
          }
        }}
        title="Cancel this consult?"
        description="The time is freed for someone else. Tell us why, so we can pass it on."
      >
        <form onSubmit={submitCancel} noValidate className="flex flex-col gap-4">
          <TextAreaField {...cancelForm.text('reason')} label="Reason" rows={3} maxLength={500} />
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
            run({ kind: 'runningLate', minutes: Number(lateForm.values.minutes) }, () => setDialog(null));
          }}
          className="flex flex-col gap-4"
        >
          <SelectField {...lateForm.text('minutes')} label="How late will you be?" options={LATE_OPTIONS} />
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
