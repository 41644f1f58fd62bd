import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';
import type { TUserDetail } from '@curo/core/users';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useUser } from '../api/get-user';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { profilePathFor } from '../utils/profile-path';
import { SectionLinks } from './section-links';

function Loading() {
  return (
    <p role="status" className="mt-8 text-muted">
      Loading your profile…
    </p>
  );
}

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mt-8">
      <LoadProblem what="your profile" error={error} onRetry={onRetry} />
    </div>
  );
}

function Profile({ userId, children }: { userId: string; children: (user: TUserDetail) => ReactNode }) {
  const query = useUser(userId);
  useScrollToHash(query.isSuccess);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Problem error={query.error} onRetry={() => void query.refetch()} />;
  return <div className="mt-8 flex flex-col gap-6">{children(query.data)}</div>;
}

/**
 * The frame of a profile page: for `roles` only (anyone else is sent to their own profile page,
 * or to the overview), its title and introduction, section links when it is long, and the signed-in
 * person's full record for `children` once it has loaded (with a retry when it could not).
 */
export function ProfilePageShell({
  roles,
  description,
  intro,
  sections,
  children,
}: {
  roles: readonly TRole[];
  /** The page's meta description. */
  description: string;
  intro: ReactNode;
  sections?: ReadonlyArray<{ href: string; label: string }>;
  children: (user: TUserDetail) => ReactNode;
}) {
  const { user, isError, error, refetch } = useCurrentUser();
  if (user && !roles.includes(user.role)) {
    return <Navigate to={profilePathFor(user.role) ?? paths.account} replace />;
  }
  return (
    <>
      <PageMeta title="Your profile" description={description} />
      <PageHeader title="Your profile">{intro}</PageHeader>
      {sections ? <SectionLinks links={sections} /> : null}
      {user ? (
        <Profile userId={user.id}>{children}</Profile>
      ) : isError ? (
        <Problem error={error} onRetry={refetch} />
      ) : (
        <Loading />
      )}
    </>
  );
}
