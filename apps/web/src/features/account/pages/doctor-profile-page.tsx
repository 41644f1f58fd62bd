import { LetterTemplatesCard } from '../../files';
import { DoctorProfileForm } from '../components/doctor-profile-form';
import { EsignCard } from '../components/esign-card';
import { ProfilePageShell } from '../components/profile-page-shell';
import { ProfilePhotoCard } from '../components/profile-photo-card';

/**
 * `/account/doctor/profile`: what patients see of a doctor, and the signature on their documents.
 * Anyone else is sent to their own profile page, or to the overview.
 */
export function DoctorProfilePage() {
  return (
    <ProfilePageShell
      roles={['doctor', 'instantDoctor']}
      description="Your public profile, contact details and signature at Curo."
      intro={<p>What patients see when they choose you, and the signature on the documents you issue.</p>}
    >
      {(user) => (
        <>
          <ProfilePhotoCard
            user={user}
            description="Shown to patients when they choose a doctor and join a consult."
          />
          <DoctorProfileForm key={user.id} user={user} />
          <EsignCard user={user} />
          <LetterTemplatesCard doctorId={user.id} />
        </>
      )}
    </ProfilePageShell>
  );
}
