import { paths } from '@curo/core/routes';
import { WAITLIST_OFFER_MINUTES } from '@curo/core/scheduling-waitlist';
import { Link, useLocation } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/error-message';
import { loginPathFor } from '../../../lib/next-path';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useJoinWaitlist } from '../api/waitlist';

/**
 * "No time suits?": join the waitlist for a doctor, or for any doctor of a specialty (decision
 * 0049). A signed-out visitor signs in first and comes back here; only patients wait.
 */
export function JoinWaitlist({
  doctorId,
  specialty,
  who,
  title = 'No time suits?',
}: {
  doctorId?: string;
  specialty?: string;
  /** Who the patient waits for, as the sentence says it: "Dr Priya Raman", "a dermatologist". */
  who: string;
  /** The section's heading: what the patient is waiting for, in this place. */
  title?: string;
}) {
  const location = useLocation();
  const { user, hasSession } = useCurrentUser();
  const join = useJoinWaitlist();
  if (hasSession && user && user.role !== 'patient') return null;

  if (join.isSuccess)
    return (
      <Notice tone="success" title="You’re on the waitlist">
        When a time with {who} comes up we email you and show it on{' '}
        <Link to={paths.accountWaitlist} className="font-semibold text-primary underline">
          your waitlist
        </Link>
        . It goes to the first few people in line, and the first to accept has it.
      </Notice>
    );

  return (
    <section aria-labelledby="waitlist-heading" className="rounded-lg border border-line bg-surface p-4">
      <h3 id="waitlist-heading" className="font-semibold text-ink">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Join the waitlist for {who}. When a time comes up, we email you and the first to accept it within{' '}
        {WAITLIST_OFFER_MINUTES} minutes has it.
      </p>
      {join.isError ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {errorMessage(join.error)}
        </p>
      ) : null}
      {hasSession ? (
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          disabled={join.isPending}
          onClick={() => join.mutate(doctorId ? { doctorId } : { specialty })}
        >
          {join.isPending ? 'Joining…' : 'Join the waitlist'}
        </button>
      ) : (
        <Link
          to={loginPathFor(`${location.pathname}${location.search}`)}
          className={`${secondaryButton} mt-3`}
        >
          Sign in to join the waitlist
        </Link>
      )}
    </section>
  );
}
