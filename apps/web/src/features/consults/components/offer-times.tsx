import { MAX_OFFERS_PER_CALL } from '@curo/core/scheduling-requests';
import { useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Notice } from '../../../components/ui/notice';
import {
  addDays,
  formatClock,
  formatShortDate,
  localDate,
  viewerTimeZone,
  zoneAbbreviation,
} from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useConsult } from '../api/consult';
import { useOfferDates, useOfferSlots } from '../api/requests';

/**
 * The doctor offers 1–5 free times for a request: pick a day, tap times (on several days if need
 * be), send. Times come from `dateOffersAvailableSlots` and show in the doctor's own zone.
 */
export function OfferTimes({ appointmentId, onDone }: { appointmentId: string; onDone?: () => void }) {
  const zone = viewerTimeZone();
  const today = localDate(new Date(), zone);
  const [date, setDate] = useState(addDays(today, 1));
  const [picked, setPicked] = useState<Array<{ startsAt: string; duration: number }>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const consult = useConsult(appointmentId);
  const duration = consult.data?.appointment.details.duration ?? null;
  const slots = useOfferSlots(appointmentId, date, duration, Boolean(date));
  const offer = useOfferDates(appointmentId);
  const length = duration ?? 15;
  const already = new Set(
    (consult.data?.offers ?? []).filter((o) => o.status === 'open').map((o) => Date.parse(o.startsAt)),
  );

  const toggle = (startsAt: string) => {
    setProblem(null);
    if (picked.some((p) => p.startsAt === startsAt)) {
      setPicked(picked.filter((p) => p.startsAt !== startsAt));
      return;
    }
    if (picked.length >= MAX_OFFERS_PER_CALL) {
      setProblem(`Offer at most ${MAX_OFFERS_PER_CALL} times at once`);
      return;
    }
    setPicked([...picked, { startsAt, duration: length }]);
  };

  const send = () => {
    if (picked.length === 0) {
      setProblem('Choose at least one time to offer');
      return;
    }
    offer.mutate(picked, {
      onSuccess: () => {
        toast.success(
          picked.length === 1
            ? 'The time is offered to the patient'
            : `${picked.length} times are offered to the patient`,
        );
        setPicked([]);
        onDone?.();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {consult.data?.appointment.details.preferredTimes ? (
        <p className="text-[15px] text-ink">
          <span className="font-semibold">The patient prefers:</span>{' '}
          {consult.data.appointment.details.preferredTimes}
        </p>
      ) : null}
      <div className="max-w-xs">
        <label htmlFor={`offer-date-${appointmentId}`} className={labelClass}>
          Day to offer
        </label>
        <input
          id={`offer-date-${appointmentId}`}
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={controlClass}
        />
      </div>
      {slots.isPending ? (
        <p className="text-sm text-muted">Loading your free times…</p>
      ) : slots.isError ? (
        <LoadProblem
          what="your free times"
          message={errorMessage(slots.error)}
          onRetry={() => void slots.refetch()}
        />
      ) : slots.data.length === 0 ? (
        <p className="text-sm text-muted">No free {length}-minute times that day. Try another day.</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm text-muted">
            Free {length}-minute times,{' '}
            {zoneAbbreviation(slots.data[0]?.startsAt ?? new Date().toISOString(), zone)}
          </legend>
          <div className="flex flex-wrap gap-2">
            {slots.data.map((slot) => {
              const on = picked.some((p) => p.startsAt === slot.startsAt);
              const offered = already.has(Date.parse(slot.startsAt));
              return (
                <button
                  key={slot.startsAt}
                  type="button"
                  aria-pressed={on}
                  disabled={offered}
                  onClick={() => toggle(slot.startsAt)}
                  className={`min-h-11 rounded-lg border px-3 text-[15px] font-semibold ${
                    on
                      ? 'border-primary bg-primary text-white'
                      : 'border-line bg-white text-ink hover:border-primary'
                  } disabled:opacity-50`}
                >
                  {formatClock(slot.startsAt, zone)}
                  {offered ? <span className="sr-only"> (already offered)</span> : null}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {picked.length > 0 ? (
        <p className="text-sm text-ink">
          To offer:{' '}
          {picked
            .map((p) => `${formatShortDate(p.startsAt, zone)} ${formatClock(p.startsAt, zone)}`)
            .join(', ')}
        </p>
      ) : null}
      {problem ? <Notice tone="error" title={problem} /> : null}
      <button
        type="button"
        className={`${primaryButton} self-start`}
        disabled={offer.isPending}
        onClick={send}
      >
        {offer.isPending
          ? 'Offering…'
          : picked.length > 1
            ? `Offer these ${picked.length} times`
            : 'Offer this time'}
      </button>
    </div>
  );
}
