import { ROLE_HOME } from '@curo/core/users';
import { Navigate } from 'react-router';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../../../lib/use-current-user';

/**
 * `/secure-portal`: the one address for "my Curo". It knows nothing itself: once the user is known
 * it replaces itself with their role's home, so Back does not return here. Without a session the
 * account layout has already sent the visitor to sign in, and back here afterwards.
 */
export function SecurePortalPage() {
  const { user, isError, error, refetch } = useCurrentUser();
  if (user) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return (
    <>
      <PageMeta title="Your account" description="Opening your Curo account." />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your account</h1>
      {isError ? (
        <div className="mt-6">
          <LoadProblem what="your account" error={error} onRetry={refetch} />
        </div>
      ) : (
        <p role="status" className="mt-4 text-muted">
          Opening your account…
        </p>
      )}
    </>
  );
}
