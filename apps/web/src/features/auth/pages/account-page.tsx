import type { TUser } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import type { TUserDetail } from '@curo/core/users';
import { ChevronRight, LogOut, ShieldCheck, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireSession } from '../../../components/access/require-session';
import { primaryButton, secondaryButton, smallButton } from '../../../components/ui/button';
import { DetailRow } from '../../../components/ui/detail-row';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { VerifiedEmail } from '../../../components/ui/verified-email';
import { errorMessage } from '../../../lib/error-message';
import { roleLabel } from '../../../lib/role-label';
import { useCurrentUser } from '../../../lib/use-current-user';
import { YourInformationCard } from '../../account';
import { DoctorOverview } from '../../consults';
import { useSendVerificationEmail } from '../api/send-verification-email';

function Details({ user }: { user: TUser }) {
  return (
    <section
      aria-labelledby="account-details"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="account-details" className="text-lg font-semibold text-ink">
        Your details
      </h2>
      <dl className="mt-3">
        <DetailRow term="Name">
          {user.firstName} {user.lastName}
        </DetailRow>
        <DetailRow term="Email">
          <VerifiedEmail email={user.email} verified={user.emailVerified} />
          {user.emailVerified ? null : <ResendVerification />}
        </DetailRow>
        <DetailRow term="Phone">{user.phone ?? <span className="text-muted">Not added</span>}</DetailRow>
        <DetailRow term="Account type">{roleLabel(user.role)}</DetailRow>
      </dl>
    </section>
  );
}

/** "Resend verification email" beside an unverified address, with the server's answer announced. */
function ResendVerification() {
  const resend = useSendVerificationEmail();
  return (
    <div className="mt-2 flex flex-col items-start gap-2">
      <button
        type="button"
        className={smallButton}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Resend verification email'}
      </button>
      <p role="status" className="text-sm text-muted">
        {resend.isSuccess ? resend.data.message : null}
      </p>
      {resend.isError ? (
        <p role="alert" className="text-sm text-error">
          {errorMessage(resend.error)}
        </p>
      ) : null}
    </div>
  );
}

const cardLink =
  'flex min-h-11 items-center gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-primary';

function Overview({ user }: { user: TUserDetail }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Hello, {user.firstName}</h1>
      {/* A long email wraps rather than widen the page on a phone. */}
      <p className="mt-2 break-words text-muted">
        Signed in as {user.email} · {roleLabel(user.role)}
      </p>
      {user.role === 'patient' ? (
        <div className="mt-6 flex flex-col gap-4 rounded-card bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <Stethoscope className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
            <p className="text-ink">
              <span className="font-semibold">Need to see a doctor?</span> Book a consult by video or phone.
            </p>
          </div>
          <Link to={paths.consultDrNow} className={`${primaryButton} shrink-0`}>
            Book a consult
          </Link>
        </div>
      ) : null}
      {user.role === 'doctor' ? (
        <div className="mt-6">
          <DoctorOverview doctor={user} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <Details user={user} />
        <div className="flex flex-col gap-4">
          <Link to={paths.accountSecurity} className={cardLink}>
            <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden />
            <span className="flex-1">
              <span className="block font-semibold text-ink">Security</span>
              <span className="block text-sm text-muted">See where you are signed in</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
          </Link>
          <Link to={paths.signOut} className={`${secondaryButton} w-full`}>
            <LogOut className="size-5" aria-hidden />
            Sign out
          </Link>
        </div>
      </div>
      {user.role === 'patient' ? (
        <div className="mt-6">
          <YourInformationCard />
        </div>
      ) : null}
    </>
  );
}

/**
 * `/account`: who is signed in, and the way to security and signing out; for a doctor, first their
 * day (today's consults) and the requests waiting for them.
 */
export function AccountPage() {
  const { user, isError, refetch, error } = useCurrentUser();

  let body: ReactNode;
  if (user) {
    body = <Overview user={user} />;
  } else if (isError) {
    body = (
      <>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your account</h1>
        <LoadProblem what="your account" error={error} onRetry={refetch} className="mt-6" />
      </>
    );
  } else {
    body = (
      <>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your account</h1>
        <p className="mt-4 text-muted" role="status">
          Loading your details…
        </p>
      </>
    );
  }

  return (
    <RequireSession>
      <PageMeta
        title="Your account"
        description="Your Curo account: your details, security and signing out."
      />
      {body}
    </RequireSession>
  );
}
