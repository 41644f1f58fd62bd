import type { TSession } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { RequireSession } from '../../../components/access/require-session';
import { dangerButton, secondaryButton, textLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { openContactDialog } from '../../../lib/contact-dialog-store';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { ChangeEmailCard } from '../../account';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession, useRevokeSessions } from '../api/revoke-session';
import { TwoStepSection } from '../components/two-step-section';
import { describeUserAgent } from '../utils/describe-user-agent';

/** This device first, then the most recently used. */
const byRelevance = (a: TSession, b: TSession) =>
  Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt);

interface SessionRowProps {
  session: TSession;
  onRevoke?: () => void;
  revoking: boolean;
}

function SessionRow({ session, onRevoke, revoking }: SessionRowProps) {
  const device = describeUserAgent(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  const lastActive = formatDateTimeWithYear(session.lastUsedAt);
  const headingId = `session-${session.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:flex-row sm:items-start"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {device.label}
          </h3>
          {session.current ? (
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-medium text-primary">
              This device
            </span>
          ) : null}
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">IP address</dt>
          <dd className="break-all text-ink">{session.ip ?? 'Unknown'}</dd>
          <dt className="text-muted">Signed in</dt>
          <dd className="text-ink">{formatDateTimeWithYear(session.createdAt)}</dd>
          <dt className="text-muted">Last active</dt>
          <dd className="text-ink">{lastActive}</dd>
        </dl>
      </div>
      {session.current ? (
        <Link to={paths.signOut} className={`${secondaryButton} shrink-0`}>
          <LogOut className="size-4" aria-hidden />
          Sign out
        </Link>
      ) : (
        <button type="button" onClick={onRevoke} disabled={revoking} className={`${dangerButton} shrink-0`}>
          {revoking ? 'Revoking…' : 'Revoke'}
          {/* Several rows can read "Chrome on Windows"; the time tells them apart. */}
          <span className="sr-only">
            {' '}
            {device.label}, last active {lastActive}
          </span>
        </button>
      )}
    </li>
  );
}

function SessionList() {
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeSessions();

  if (sessions.isPending) {
    return (
      <p role="status" className="mt-6 text-muted">
        Loading your devices…
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="mt-6 rounded-card border border-line bg-white p-5 shadow-card">
        <p className="font-semibold text-ink">We could not load your devices.</p>
        <p className="mt-1 text-muted">{errorMessage(sessions.error)}</p>
        <button type="button" onClick={() => void sessions.refetch()} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      </div>
    );
  }

  const list = [...sessions.data].sort(byRelevance);
  const others = list.filter((s) => !s.current);

  if (list.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-line bg-white p-5 text-muted">
        No devices are signed in to your account. Sign in again to see this device here.
      </p>
    );
  }

  const revoke = (session: TSession) => {
    const { label } = describeUserAgent(session.userAgent);
    revokeOne.mutate(
      { id: session.id },
      {
        onSuccess: () => toast.success(`${label} has been signed out.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const revokeAllOthers = () =>
    revokeOthers.mutate(
      { ids: others.map((s) => s.id) },
      {
        onSuccess: ({ failed }) =>
          failed === 0
            ? toast.success('All other devices have been signed out.')
            : toast.error(
                `We could not sign out ${failed} ${failed === 1 ? 'device' : 'devices'}. Please try again.`,
              ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const busyId = revokeOne.isPending ? revokeOne.variables?.id : undefined;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-4">
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            revoking={revokeOthers.isPending || busyId === session.id}
            onRevoke={session.current ? undefined : () => revoke(session)}
          />
        ))}
      </ul>
      <div className="mt-6">
        {others.length > 0 ? (
          <button
            type="button"
            onClick={revokeAllOthers}
            disabled={revokeOthers.isPending}
            className={`${dangerButton} w-full sm:w-auto`}
          >
            <LogOut className="size-4" aria-hidden />
            {revokeOthers.isPending ? 'Signing out other devices…' : 'Sign out of all other devices'}
          </button>
        ) : (
          <p className="text-muted">This is the only device signed in to your account.</p>
        )}
      </div>
    </>
  );
}

/**
 * `/account/security`: two-step sign-in for the staff who may use it, and every signed-in device,
 * with a way to sign out the ones that are not this one.
 */
export function SecurityPage() {
  const { user } = useCurrentUser();
  return (
    <RequireSession>
      <PageMeta
        title="Security"
        description="See the devices signed in to your Curo account and sign out the ones you do not use."
      />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Security</h1>
      {user && !user.maskedBy ? (
        <div className="mt-6">
          <ChangeEmailCard currentEmail={user.email} />
        </div>
      ) : null}
      {user ? <TwoStepSection role={user.role} /> : null}
      <section aria-labelledby="sessions-heading" className="mt-8">
        <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
          Where you are signed in
        </h2>
        <p className="mt-2 max-w-[60ch] text-muted">
          These are the devices signed in to your account. If you do not recognise one, revoke it and{' '}
          <button type="button" onClick={openContactDialog} className={textLink}>
            contact us
          </button>
          .
        </p>
        <SessionList />
      </section>
    </RequireSession>
  );
}
