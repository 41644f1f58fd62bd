import { ZCancelRequest } from '@curo/core/scheduling';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { type TAppointmentAction, useAppointmentAction } from '../api/appointment-actions';
import { ACTION_LABELS, asksFirst, minutesBefore, type TActionKind } from '../utils/appointment-status';

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

/** "40 minutes", "about 3 hours", "about 2 days": how far ahead a booked time is. */
function howLongUntil(minutes: number): string {
  if (minutes < 90) return `${minutes} minutes`;
  if (minutes < 36 * 60) return `about ${Math.round(minutes / 60)} hours`;
  return `about ${Math.round(minutes / (24 * 60))} days`;
}

type TAsked = 'checkIn' | 'start' | 'end' | 'markAsCompleted';

/** What each "are you sure?" says: early check-ins and starts name the booked time. */
function question(kind: TAsked, startsAt: string | null, now: number) {
  const early = minutesBefore(startsAt, now) ?? 0;
  const booked = startsAt
    ? `It is booked for ${formatDateTime(startsAt)}, ${howLongUntil(early)} from now.`
    : '';
  switch (kind) {
    case 'checkIn':
      return {
        title: 'Check in early?',
        description: `${booked} Checking in tells the doctor you are here and waiting.`,
        confirmLabel: 'Check in now',
        cancelLabel: 'Not yet',
        tone: 'primary' as const,
      };
    case 'start':
      return {
        title: 'Start the consult early?',
        description: `${booked} Starting now tells the patient you are ready for them.`,
        confirmLabel: 'Start now',
        cancelLabel: 'Not yet',
        tone: 'primary' as const,
      };
    case 'end':
      return {
        title: 'End this consult?',
        description:
          'The video call closes and the patient is told the consult has ended. You can still finish your notes and add documents; mark it completed when its record is done.',
        confirmLabel: 'End consult',
        cancelLabel: 'Keep it going',
        tone: 'destructive' as const,
      };
    case 'markAsCompleted':
      return {
        title: 'Mark this consult completed?',
        description:
          'This finishes its record: your clinical notes lock (anything later goes in as an addendum) and the patient is told it is complete.',
        confirmLabel: 'Mark completed',
        cancelLabel: 'Not yet',
        tone: 'primary' as const,
      };
  }
}

export const LATE_MINUTES = [5, 10, 15, 20, 30, 45, 60] as const;
const LATE_OPTIONS = LATE_MINUTES.map((m) => ({ value: String(m), label: `${m} minutes` }));

/**
 * The buttons an appointment's state allows, for the patient or the doctor. Cancelling asks for a
 * reason and running late for the minutes, each in a dialog; ending and completing ask to be sure,
 * and so do checking in and starting more than 15 minutes before the booked time (asksFirst);
 * every answer is a toast, and a refused change (409) says the state it is in. "End consult" and
 * "Mark completed" stay two steps (decision 0047), with a line saying which does what.
 */
export function AppointmentActions({
  appointmentId,
  actions,
  who,
  startsAt = null,
  now = Date.now,
}: {
  appointmentId: string;
  actions: readonly TActionKind[];
  /** Read out with each button: "Cancel the consult with Dr Priya Raman". */
  who: string;
  /** The booked time, so an early check-in or start can ask first. */
  startsAt?: string | null;
  /** The clock (tests fix it). */
  now?: () => number;
}) {
  const mutation = useAppointmentAction();
  const hintId = useId();
  const [dialog, setDialog] = useState<'cancel' | 'runningLate' | null>(null);
  const [asking, setAsking] = useState<{ kind: TAsked; at: number } | null>(null);
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
  const finishing = actions.includes('end') || actions.includes('markAsCompleted');
  const asked = asking ? question(asking.kind, startsAt, asking.at) : null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={mutation.isPending}
          aria-describedby={finishing && (kind === 'end' || kind === 'markAsCompleted') ? hintId : undefined}
          onClick={() => {
            const at = now();
            if (kind === 'cancel' || kind === 'runningLate') setDialog(kind);
            else if (asksFirst(kind, startsAt, at)) setAsking({ kind: kind as TAsked, at });
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
      {finishing ? (
        <p id={hintId} className="w-full text-sm text-muted">
          {actions.includes('end') ? 'End consult closes the call; you can still write notes. ' : ''}
          Mark completed finishes the record and locks your notes.
        </p>
      ) : null}
      {asking && asked ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={asked.title}
          description={asked.description}
          confirmLabel={asked.confirmLabel}
          cancelLabel={asked.cancelLabel}
          pendingLabel="Just a moment…"
          tone={asked.tone}
          onConfirm={() => mutation.mutateAsync({ id: appointmentId, action: { kind: asking.kind } })}
          doneMessage={DONE[asking.kind]}
        />
      ) : null}
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
