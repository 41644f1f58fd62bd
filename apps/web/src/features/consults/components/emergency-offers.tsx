import { ErrorCode } from '@curo/core/errors';
import { paths } from '@curo/core/routes';
import type { TEmergencyOfferList } from '@curo/core/scheduling-on-demand';
import { useQueryClient } from '@tanstack/react-query';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { consultKeys } from '../api/consult-keys';
import { useAcceptConsult, useDeclineEmergency, useEmergencyOffers } from '../api/on-demand';
import { waited } from '../utils/waited';

const URGENCY: Record<string, string> = {
  urgent: 'Today',
  very_urgent: 'As soon as possible',
  life_threatening: 'Life-threatening',
};

/**
 * Emergency offers to this doctor, oldest first, live: a new offer appears, one another doctor took
 * disappears with a short note. Accepting is first-come: a 409 ALREADY_TAKEN says someone else won.
 */
export function EmergencyOffers() {
  const queryClient = useQueryClient();
  const offers = useEmergencyOffers();
  const accept = useAcceptConsult();
  const decline = useDeclineEmergency();
  const [notes, setNotes] = useState<
    Array<{ id: string; tone: 'info' | 'success' | 'warning'; text: string }>
  >([]);
  const note = (tone: 'info' | 'success' | 'warning', text: string) =>
    setNotes((current) => [{ id: `${Date.now()}-${current.length}`, tone, text }, ...current].slice(0, 3));

  const drop = (appointmentId: string) =>
    queryClient.setQueryData<TEmergencyOfferList>(consultKeys.emergencyOffers(), (old) =>
      old ? { items: old.items.filter((o) => o.appointmentId !== appointmentId) } : old,
    );
  const nameOf = (appointmentId: string) =>
    offers.data?.items.find((o) => o.appointmentId === appointmentId)?.patientFirstName;

  useLiveUpdates({
    onEvent: ({ event }) => {
      if (event.type === 'emergencyOffer.new') void offers.refetch();
      if (event.type === 'emergencyOffer.closed') {
        const id = String(event.appointmentId);
        const who = nameOf(id);
        if (who)
          note(
            'info',
            event.reason === 'taken'
              ? `${who}’s urgent consult was accepted by another doctor.`
              : `${who} cancelled their urgent request.`,
          );
        drop(id);
      }
    },
  });

  const onAccept = (appointmentId: string, who: string) =>
    accept.mutate(appointmentId, {
      onSuccess: () => {
        drop(appointmentId);
        note('success', `You accepted ${who}’s urgent consult. It starts now and is in your calendar.`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.ALREADY_TAKEN) {
          drop(appointmentId);
          note('warning', `${error.message}.`);
        } else toast.error(errorMessage(error));
      },
    });

  const onDecline = (appointmentId: string, who: string) =>
    decline.mutate(appointmentId, {
      onSuccess: () => {
        drop(appointmentId);
        note('info', `You declined ${who}’s urgent consult. The other doctors on call still see it.`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="emergency-heading" className="flex flex-col gap-3">
      <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Siren aria-hidden className="size-5 text-error" /> Urgent consults offered to you
      </h2>
      <div aria-live="polite" className="flex flex-col gap-2">
        {notes.map((n) => (
          <Notice key={n.id} tone={n.tone === 'warning' ? 'warning' : n.tone} title={n.text}>
            {n.tone === 'success' ? (
              <Link to={paths.doctorCalendar} className="font-semibold text-primary underline">
                Open your calendar
              </Link>
            ) : null}
          </Notice>
        ))}
      </div>
      {offers.isPending ? (
        <p className="text-muted">Loading offers…</p>
      ) : offers.isError ? (
        <p className="text-error">{errorMessage(offers.error)}</p>
      ) : offers.data.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-white p-4 text-muted">
          No urgent consults are waiting for you. New ones appear here the moment they are offered.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {offers.data.items.map((o) => (
            <li key={o.offerId}>
              <article
                aria-label={`Urgent consult for ${o.patientFirstName}`}
                className={`${paddedCard} border-error/30`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold text-ink">{o.patientFirstName}</h3>
                  <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-error">
                    {URGENCY[o.urgency ?? 'urgent'] ?? o.urgency}
                  </span>
                  <span className="text-sm text-muted">{waited(o.waitingMinutes)}</span>
                </div>
                {o.reason ? <p className="mt-2 break-words text-ink">{o.reason}</p> : null}
                {o.symptoms ? (
                  <p className="mt-1 break-words text-sm text-muted">Symptoms: {o.symptoms}</p>
                ) : null}
                <div className="mt-4 flex flex-col gap-2 sm:flex-row">
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={accept.isPending}
                    onClick={() => onAccept(o.appointmentId, o.patientFirstName)}
                  >
                    {accept.isPending && accept.variables === o.appointmentId ? 'Accepting…' : 'Accept'}
                    <span className="sr-only"> {o.patientFirstName}’s urgent consult</span>
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={decline.isPending}
                    onClick={() => onDecline(o.appointmentId, o.patientFirstName)}
                  >
                    Decline
                    <span className="sr-only"> {o.patientFirstName}’s urgent consult</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
