import { ErrorCode } from '@curo/core/errors';
import { CONSULT_CALL_OUTCOMES, type TConsultCall, type TConsultCallOutcome } from '@curo/core/phone';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCallOutcome } from '../api/call-outcome';
import { useCallPatient } from '../api/call-patient';
import { LIVE_CALL_STATUSES, useConsultCalls } from '../api/consult-calls';
import { formatAuPhone } from './callback-status';

export const OUTCOME_LABELS: Record<TConsultCallOutcome, string> = {
  reached: 'Reached the patient',
  noAnswer: 'No answer',
  leftMessage: 'Left a message',
};

/** "4 min 12 s", "45 s". */
export function formatCallLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** Where a placed call is up to, in words for the doctor (the status is of the doctor's leg). */
export function callStateText(call: TConsultCall): string {
  switch (call.status) {
    case 'queued':
      return 'Placing the call…';
    case 'ringing':
      return 'Ringing your phone. Answer it and Curo connects the patient.';
    case 'in-progress':
      return 'Connected. Curo is calling the patient from the clinic’s number.';
    case 'completed':
      return call.durationSeconds !== null
        ? `Call ended after ${formatCallLength(call.durationSeconds)}`
        : 'Call ended';
    case 'busy':
    case 'no-answer':
      return 'You did not answer your phone, so the patient was not called.';
    default:
      return 'The call did not go through.';
  }
}

const isLive = (call: TConsultCall | undefined) =>
  Boolean(call && call.source === 'twilio' && LIVE_CALL_STATUSES.includes(call.status));

/**
 * The doctor's phone call for a callback consult (decision 0064). "Call patient" has Curo ring the
 * doctor's phone, then the patient's, from the clinic's number, so the patient's number is not shown
 * here. Only when the API answers that calling is not configured is the number shown, to call by
 * hand, with a form for how the call went. The call's state is asked again while it is under way.
 */
export function CallbackCall({ appointment }: { appointment: TRequestAppointment }) {
  const id = appointment.id;
  const calls = useConsultCalls(id, true);
  const place = useCallPatient(id);
  const notConfigured =
    place.error instanceof ApiError && place.error.code === ErrorCode.CALLING_NOT_CONFIGURED;
  const items = calls.data?.items ?? [];
  const newest = items[0];
  const live = isLive(newest);
  // A placed call that has ended and has no outcome yet is the one the form marks.
  const toMark =
    newest && newest.source === 'twilio' && !live && newest.outcome === null ? newest : undefined;
  const open = appointment.status !== 'cancelled';

  return (
    <SectionCard
      id="callback-call"
      title="Call the patient"
      icon={Phone}
      description="Curo rings your phone, then connects the patient. They see the clinic’s number, not yours."
    >
      <div className="flex flex-col gap-4">
        <div>
          {open ? (
            <Button onClick={() => place.mutate()} disabled={place.isPending || live}>
              {place.isPending ? 'Calling…' : 'Call patient'}
            </Button>
          ) : null}
          {/* Always in the page (never display:none), so each new state is read out. */}
          <div role="status" aria-live="polite">
            {newest && newest.source === 'twilio' && (live || place.isSuccess) ? (
              <p className="mt-3 font-semibold text-ink">{callStateText(newest)}</p>
            ) : null}
          </div>
        </div>
        {place.isError && !notConfigured ? <FormAlert>{errorMessage(place.error)}</FormAlert> : null}
        {notConfigured ? (
          <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <p className="text-ink">{errorMessage(place.error)}.</p>
            {appointment.details.phone ? (
              <p className="text-ink">
                Patient’s number:{' '}
                <a
                  href={`tel:${appointment.details.phone}`}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {formatAuPhone(appointment.details.phone)}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {notConfigured || toMark ? (
          <MarkOutcome appointmentId={id} call={notConfigured ? undefined : toMark} />
        ) : null}
        <CallList
          calls={items}
          loading={calls.isPending}
          error={calls.isError ? errorMessage(calls.error) : null}
        />
      </div>
    </SectionCard>
  );
}

/** How the call went: on a placed call (`call`), or a call made by hand with its length. */
function MarkOutcome({ appointmentId, call }: { appointmentId: string; call?: TConsultCall }) {
  const save = useCallOutcome(appointmentId);
  const [outcome, setOutcome] = useState<TConsultCallOutcome | ''>('');
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!outcome) {
      setProblem('Choose how the call went');
      return;
    }
    const length = minutes.trim() === '' ? undefined : Number(minutes);
    if (length !== undefined && (!Number.isInteger(length) || length < 0 || length > 240)) {
      setProblem('Enter the length in whole minutes, from 0 to 240');
      return;
    }
    setProblem(null);
    save.mutate(
      call
        ? { outcome, callId: call.id }
        : { outcome, ...(length === undefined ? {} : { durationMinutes: length }) },
      {
        onSuccess: () => {
          setSaved(true);
          setOutcome('');
          setMinutes('');
        },
      },
    );
  };

  const formId = call ? `call-outcome-${call.id}` : 'call-outcome-manual';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-3">
      <h3 id={`${formId}-title`} className="font-semibold text-ink">
        {call ? 'How did the call go?' : 'Mark a call you made by hand'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField<TConsultCallOutcome | ''>
          id={`${formId}-outcome`}
          label="Outcome"
          value={outcome}
          emptyLabel="Choose…"
          options={CONSULT_CALL_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
          onValueChange={(value) => setOutcome(value)}
          error={problem === 'Choose how the call went' ? problem : undefined}
        />
        {call ? null : (
          <TextField
            id={`${formId}-minutes`}
            name="durationMinutes"
            label="Length in minutes"
            optional
            inputMode="numeric"
            value={minutes}
            onValueChange={setMinutes}
            error={problem && problem !== 'Choose how the call went' ? problem : undefined}
          />
        )}
      </div>
      {save.isError ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      {saved ? (
        <p role="status" className="text-sm font-semibold text-success">
          Outcome saved
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the outcome'}
        </Button>
      </div>
    </form>
  );
}

/** "Started Fri 20 Nov, 11:05 am, ended 11:09 am, 4 min 12 s". */
function callTimes(call: TConsultCall): string {
  const parts = [
    call.startedAt ? `Started ${formatDateTime(call.startedAt)}` : `Placed ${formatDateTime(call.createdAt)}`,
  ];
  if (call.endedAt) parts.push(`ended ${formatTime(call.endedAt)}`);
  if (call.durationSeconds !== null) parts.push(formatCallLength(call.durationSeconds));
  return parts.join(', ');
}

function CallList({
  calls,
  loading,
  error,
}: {
  calls: TConsultCall[];
  loading: boolean;
  error: string | null;
}) {
  if (loading) return null;
  if (error) return <FormAlert>{error}</FormAlert>;
  if (calls.length === 0) return <p className="text-sm text-muted">No calls yet.</p>;
  return (
    <div>
      <h3 className="font-semibold text-ink">Calls</h3>
      <ul className="mt-2 flex flex-col gap-2" aria-label="Calls on this consult">
        {calls.map((call) => (
          <li key={call.id} className="rounded-lg border border-line p-3 text-sm">
            <p className="font-semibold text-ink">
              {call.source === 'twilio' ? 'Through Curo' : 'By hand'}
              {' · '}
              {call.outcome ? OUTCOME_LABELS[call.outcome] : isLive(call) ? 'Under way' : 'No outcome marked'}
            </p>
            <p className="text-muted">{callTimes(call)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
