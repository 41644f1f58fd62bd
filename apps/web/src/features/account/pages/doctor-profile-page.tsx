import { paths } from '@curo/core/routes';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useUser } from '../api/get-user';
import { DoctorProfileForm } from '../components/doctor-profile-form';
import { EsignCard } from '../components/esign-card';
import { LoadProblem } from '../components/load-problem';
import { PageHeader } from '../components/page-header';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { profilePathFor } from '../utils/profile-path';

const DOCTOR_ROLES: readonly string[] = ['doctor', 'instantDoctor'];

function Loading() {
  return (
    <p role="status" className="mt-8 text-muted">
      Loading your profile…
    </p>
  );
}

function DoctorProfile({ userId }: { userId: string }) {
  const query = useUser(userId);
  useScrollToHash(query.isSuccess);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className="mt-8">
        <LoadProblem what="your profile" error={query.error} onRetry={() => void query.refetch()} framed />
      </div>
    );
  }
  const user = query.data;
  return (
    <div className="mt-8 flex flex-col gap-6">
      <ProfilePhotoCard
        user={user}
        description="Shown to patients when they choose a doctor and join a consult."
      />
      <DoctorProfileForm key={user.id} user={user} />
      <EsignCard user={user} />
    </div>
  );
}

/**
 * `/account/doctor/profile`: what patients see of a doctor, and the signature on their documents.
 * Anyone else is sent to their own profile page, or to the overview.
 */
export function DoctorProfilePage() {
  const { user, isError, error, refetch } = useCurrentUser();
  if (user && !DOCTOR_ROLES.includes(user.role)) {
    return <Navigate to={profilePathFor(user.role) ?? paths.account} replace />;
  }

  let body: ReactNode;
  if (user) body = <DoctorProfile userId={user.id} />;
  else if (isError) {
    body = (
      <div className="mt-8">
        <LoadProblem what="your profile" error={error} onRetry={refetch} framed />
      </div>
    );
  } else body = <Loading />;

  return (
    <>
      <PageMeta
        title="Your profile"
        description="Your public profile, contact details and signature at Curo."
      />
      <PageHeader title="Your profile">
        <p>What patients see when they choose you, and the signature on the documents you issue.</p>
      </PageHeader>
      {body}
    </>
  );
}
