import { ErrorCode } from '@curo/core/errors';
import { ZRequestNewDatesRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import type { TConsult } from '../api/consult';
import { useAcceptDate, useRequestNewDates } from '../api/requests';
import { CancelConsult } from './cancel-consult';

const noteId = (field: 'note') => `new-dates-${field}`;

/** The doctor's instructions for a follow-up, as they wrote them (line breaks kept). */
function DoctorInstructions({ text }: { text: string }) {
  return (
    <section aria-labelledby="instructions-heading" className={paddedCard}>
      <h2 id="instructions-heading" className="text-lg font-semibold text-ink">
        Your doctor’s instructions
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{text}</p>
    </section>
  );
}

/**
 * A request with date offers, from the patient's side: wait, choose a time, or ask for others. A
 * follow-up the doctor arranged says so, with the doctor's instructions above the times.
 */
export function OffersView({ consult }: { consult: TConsult }) {
  const { appointment, offers } = consult;
  const open = offers.filter((o) => o.status === 'open');
  const accept = useAcceptDate(appointment.id);
  const newDates = useRequestNewDates(appointment.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const noteForm = useFormState({ note: '' }, noteId);
  const zone = viewerTimeZone();
  const s = appointment.status;
  const followUp = Boolean(appointment.details.followUpOf);
  const instructions = appointment.details.instructions?.trim() ? (
    <DoctorInstructions text={appointment.details.instructions} />
  ) : null;

  const choose = (offerId: string) => {
    setProblem(null);
    accept.mutate(offerId, {
      onSuccess: () => toast.success('Your consult is booked'),
      onError: (error) =>
        setProblem(
          error instanceof ApiError &&
            (error.code === ErrorCode.SLOT_TAKEN || error.code === ErrorCode.SLOT_UNAVAILABLE)
            ? `${error.message}. The other times below are still open, or ask for new dates.`
            : errorMessage(error),
        ),
    });
  };

  const sendNote = async (event: FormEvent) => {
    event.preventDefault();
    const input = noteForm.check(ZRequestNewDatesRequest, noteForm.values, ['note']);
    if (!input) return;
    if (await noteForm.send(() => newDates.mutateAsync(input.note ?? ''))) {
      toast.success('We have asked the doctor for new times');
      setAsking(false);
      noteForm.resetValues({ note: '' });
    }
  };

  if (s === 'scheduled' || s === 'checked_in' || s === 'in_progress')
    return (
      <div className="flex flex-col gap-5">
        <div role="status" className="rounded-card border border-success/30 bg-green-50 p-5">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">
            {followUp ? 'Your follow-up consult is booked' : 'Your consult is booked'}
          </h1>
          {appointment.startsAt ? (
            <p className="mt-2 text-lg text-ink">{formatDateTime(appointment.startsAt, zone)}</p>
          ) : null}
          <p className="mt-1 text-muted">It is in your appointments.</p>
        </div>
        {instructions}
      </div>
    );
  if (s !== 'requested' && s !== 'offered')
    return (
      <div role="status">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {s === 'cancelled'
            ? 'This request is cancelled'
            : s === 'ended' || s === 'completed'
              ? 'This consult has finished'
              : 'This request is closed'}
        </h1>
      </div>
    );

  const heading = open.length > 0 ? 'Choose a time' : 'Waiting for the doctor’s times';
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {followUp ? `Follow-up consult: ${heading.toLowerCase()}` : heading}
        </h1>
        <p className="mt-2 text-muted">
          {open.length > 0
            ? `The doctor can see you at any of these times, shown in your time zone (${zoneCity(zone)}). The first one you accept is booked.`
            : 'The doctor will offer you some times. We email you when they do, and they appear here.'}
        </p>
      </div>
      {instructions}
      {appointment.details.preferredTimes ? (
        <p className="text-[15px] text-muted">
          <span className="font-semibold text-ink">Times you prefer:</span>{' '}
          {appointment.details.preferredTimes}
        </p>
      ) : null}
      {problem ? (
        <Notice tone="error" title="That time could not be booked">
          {problem}
        </Notice>
      ) : null}
      {open.length > 0 ? (
        <section aria-labelledby="offers-heading" className={paddedCard}>
          <h2 id="offers-heading" className="text-lg font-semibold text-ink">
            Times offered
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {open.map((offer) => (
              <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="font-semibold text-ink">
                  {formatDateTime(offer.startsAt, zone)}{' '}
                  <span className="font-normal text-muted">· {offer.duration} minutes</span>
                </span>
                <button
                  type="button"
                  className={primaryButton}
                  disabled={accept.isPending}
                  onClick={() => choose(offer.id)}
                >
                  {accept.isPending && accept.variables === offer.id ? 'Booking…' : 'Accept'}
                  {/* Each offer's button is named by its time, and its visible word stays in the name. */}
                  <span className="sr-only"> {formatDateTime(offer.startsAt, zone)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open.length > 0 && !asking ? (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => setAsking(true)}>
          None of these suit me
        </button>
      ) : null}
      {asking ? (
        <form
          onSubmit={sendNote}
          noValidate
          className={`${paddedCard} flex flex-col gap-4`}
          aria-label="Ask for new dates"
        >
          <TextAreaField
            {...noteForm.text('note')}
            label="When would suit you better? (optional)"
            hint="For example “weekday mornings” or “after 3 pm on Thursdays”."
            rows={3}
            maxLength={1000}
          />
          {noteForm.formError ? <FormAlert id={noteForm.alertId}>{noteForm.formError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setAsking(false)}>
              Keep these times
            </button>
            <button type="submit" className={primaryButton} disabled={newDates.isPending}>
              {newDates.isPending ? 'Sending…' : 'Ask for new dates'}
            </button>
          </div>
        </form>
      ) : null}
      <div>
        <CancelConsult
          appointmentId={appointment.id}
          label="Cancel the request"
          title="Cancel this request?"
          description="The doctor stops looking for times. Tell us why."
          confirm="Cancel the request"
          done="Your request is cancelled"
        />
      </div>
    </div>
  );
}
