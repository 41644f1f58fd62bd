import { paths } from '@curo/core/routes';
import type { TWaitlistEntry, TWaitlistOffer } from '@curo/core/scheduling-waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { primaryButton, smallDangerButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { formatDateTime, formatTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { schedulingKeys } from '../api/query-keys';
import { useAcceptOffer, useLeaveWaitlist, useWaitlist } from '../api/waitlist';

/** Where booking resumes with the hold an accepted offer gave (the confirm step, decision 0048). */
export const confirmPathFor = (offer: TWaitlistOffer, holdId: string) => {
  const minutes = Math.round((Date.parse(offer.endsAt) - Date.parse(offer.startsAt)) / 60_000);
  const query = new URLSearchParams({
    doctor: offer.doctorId,
    duration: String(minutes),
    slot: offer.startsAt,
    hold: holdId,
  });
  return `${paths.book}?${query.toString()}`;
};

const waitingFor = (entry: TWaitlistEntry) =>
  entry.doctorName ?? (entry.specialty ? `Any doctor in ${entry.specialty}` : 'Any doctor');

/**
 * `/account/waitlist`: the patient's places on the waitlist (decision 0049) and the times offered
 * to them now, live. Accepting an offer holds the time for them and takes them to confirm it; the
 * first to accept has it.
 */
export function WaitlistPage() {
  const queryClient = useQueryClient();
  const waitlist = useWaitlist();
  const accept = useAcceptOffer();
  const leave = useLeaveWaitlist();
  const navigate = useNavigate();
  useLiveUpdates({
    onEvent: (message) => {
      if (message.event.type.startsWith('waitlist.'))
        void queryClient.invalidateQueries({ queryKey: schedulingKeys.waitlist() });
    },
  });

  const take = (offer: TWaitlistOffer) =>
    accept.mutate(offer.id, {
      onSuccess: (hold) => navigate(confirmPathFor(offer, hold.id)),
    });

  return (
    <div className="flex flex-col gap-5">
      <PageMeta
        title="Your waitlist"
        description="The doctors and specialties you are waiting for."
        noIndex
      />
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your waitlist</h1>
        <p className="mt-2 max-w-[62ch] text-muted">
          When a time comes up with a doctor you are waiting for, we offer it to the first few people in line,
          by email and here. The first to accept has it, to confirm as any booking.
        </p>
      </div>
      {accept.isError ? (
        <p role="alert" className="rounded-card border border-warning/30 bg-amber-50 p-4 text-ink">
          {errorMessage(accept.error)}
        </p>
      ) : null}
      {waitlist.isPending ? (
        <p role="status" className="text-muted">
          Loading your waitlist…
        </p>
      ) : waitlist.isError ? (
        <LoadProblem
          what="your waitlist"
          message={errorMessage(waitlist.error)}
          onRetry={() => void waitlist.refetch()}
        />
      ) : waitlist.data.items.length === 0 ? (
        <EmptyState title="You are not on a waitlist">
          When no time suits while you book, you can join the waitlist for that doctor or specialty.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {waitlist.data.items.map((entry) => (
            <li key={entry.id} className={paddedCard}>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h2 className="text-lg font-semibold text-ink">{waitingFor(entry)}</h2>
                  <p className="text-sm text-muted">Joined {formatDateTime(entry.joinedAt)}</p>
                </div>
                <button
                  type="button"
                  className={smallDangerButton}
                  disabled={leave.isPending}
                  onClick={() => leave.mutate(entry.id)}
                >
                  Leave the waitlist<span className="sr-only"> for {waitingFor(entry)}</span>
                </button>
              </div>
              {entry.offers.length === 0 ? (
                <p className="mt-3 text-sm text-muted">
                  No time offered yet. We will email you when one comes up.
                </p>
              ) : (
                <ul
                  aria-label={`Times offered for ${waitingFor(entry)}`}
                  className="mt-3 flex flex-col gap-3"
                >
                  {entry.offers.map((offer) => (
                    <li
                      key={offer.id}
                      className="flex flex-col gap-3 rounded-lg border border-success/30 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <p className="text-ink">
                        <span className="font-semibold">{formatDateTime(offer.startsAt)}</span> with{' '}
                        {offer.doctorName}
                        <span className="block text-sm text-muted">
                          Open until {formatTime(offer.expiresAt)}, for the first to accept
                        </span>
                      </p>
                      <button
                        type="button"
                        className={primaryButton}
                        disabled={accept.isPending}
                        onClick={() => take(offer)}
                      >
                        Accept this time
                        <span className="sr-only">
                          {' '}
                          {formatDateTime(offer.startsAt)} with {offer.doctorName}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
