import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useCurrentUser } from '../../lib/use-current-user';
import { primaryButton, secondaryButton } from '../ui/button';
import { PageMeta } from '../ui/page-meta';
import { RequireSession } from './require-session';

/**
 * Renders `children` (given the signed-in person's id) for the roles named only; anyone else meets
 * the not-found page, so pages outside a person's reach do not announce themselves.
 */
export function RoleOnly({
  roles,
  children,
}: {
  roles: readonly TRole[];
  children: (userId: string) => ReactNode;
}) {
  const { user, isError, error, refetch } = useCurrentUser();
  let body: ReactNode;
  if (user && roles.includes(user.role)) {
    body = children(user.id);
  } else if (user) {
    body = (
      <section className="flex flex-col items-center py-12 text-center sm:py-20">
        <PageMeta
          title="Page not found"
          description="The page you were looking for is not on Curo."
          noIndex
        />
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">We couldn't find that page</h1>
        <p className="mt-4 max-w-[52ch] text-lg text-muted">
          The link may be old, or the page may have moved. Your account has everything you need.
        </p>
        <Link to={paths.account} className={`${primaryButton} mt-8`}>
          Go to your account
        </Link>
      </section>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="rounded-card border border-line bg-white p-5 shadow-card">
        <p className="font-semibold text-ink">We could not check your account.</p>
        <p className="mt-1 text-muted">{errorMessage(error)}</p>
        <button type="button" onClick={refetch} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="text-muted">
        Loading…
      </p>
    );
  }
  return <RequireSession>{body}</RequireSession>;
}
