import { paths } from '@curo/core/routes';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useUser } from '../api/get-user';
import { AccessHistoryCard } from '../components/access-history-card';
import { FamilyMembersCard } from '../components/family-members-card';
import { LoadProblem } from '../components/load-problem';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { PageHeader, SectionLinks } from '../components/page-header';
import { PatientProfileForm } from '../components/patient-profile-form';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { profilePathFor } from '../utils/profile-path';

const SECTIONS = [
  { href: '#details', label: 'Details' },
  { href: '#medicare', label: 'Medicare' },
  { href: '#notifications', label: 'Notifications' },
  { href: '#family', label: 'Family' },
  { href: '#access-history', label: 'Who has opened my record' },
];

function Loading() {
  return (
    <p role="status" className="mt-8 text-muted">
      Loading your profile…
    </p>
  );
}

function PatientProfile({ userId }: { userId: string }) {
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
        description="Shown to the doctor or nurse in your consults, so they know who to expect."
      />
      <PatientProfileForm key={user.id} user={user} />
      <NotificationSettingsCard userId={user.id} />
      <FamilyMembersCard />
      <AccessHistoryCard timeZone={user.patientProfile?.timeZone} />
    </div>
  );
}

/**
 * `/account/profile`: a patient's details, Medicare card, notifications, family and access
 * history. Anyone else is sent to their own profile page, or to the overview.
 */
export function PatientProfilePage() {
  const { user, isError, error, refetch } = useCurrentUser();
  if (user && user.role !== 'patient') {
    return <Navigate to={profilePathFor(user.role) ?? paths.account} replace />;
  }

  let body: ReactNode;
  if (user) body = <PatientProfile userId={user.id} />;
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
        description="Your details, Medicare card, notifications and family members at Curo."
      />
      <PageHeader title="Your profile">
        <p>
          Keep these up to date so your doctor knows who they are seeing and your Medicare rebates can be
          claimed.
        </p>
      </PageHeader>
      <SectionLinks links={SECTIONS} />
      {body}
    </>
  );
}
