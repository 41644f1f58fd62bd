import { AccessHistoryCard } from '../components/access-history-card';
import { FamilyMembersCard } from '../components/family-members-card';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { PatientProfileForm } from '../components/patient-profile-form';
import { PreferredPharmacyCard } from '../components/preferred-pharmacy-card';
import { ProfilePageShell } from '../components/profile-page-shell';
import { ProfilePhotoCard } from '../components/profile-photo-card';

const SECTIONS = [
  { href: '#details', label: 'Details' },
  { href: '#medicare', label: 'Medicare' },
  { href: '#pharmacy', label: 'Pharmacy' },
  { href: '#notifications', label: 'Notifications' },
  { href: '#family', label: 'Family' },
  { href: '#access-history', label: 'Who has opened my record' },
];

/**
 * `/account/profile`: a patient's details, Medicare card, notifications, family and access
 * history, and their pharmacy. Anyone else is sent to their own profile page, or to the overview.
 */
export function PatientProfilePage() {
  return (
    <ProfilePageShell
      roles={['patient']}
      description="Your details, Medicare card, notifications and family members at Curo."
      intro={
        <p>
          Keep these up to date so your doctor knows who they are seeing and your Medicare rebates can be
          claimed.
        </p>
      }
      sections={SECTIONS}
    >
      {(user) => (
        <>
          <ProfilePhotoCard
            user={user}
            description="Shown to the doctor or nurse in your consults, so they know who to expect."
          />
          <PatientProfileForm key={user.id} user={user} />
          <PreferredPharmacyCard userId={user.id} postcode={user.patientProfile?.postcode ?? null} />
          <NotificationSettingsCard userId={user.id} />
          <FamilyMembersCard />
          <AccessHistoryCard timeZone={user.patientProfile?.timeZone} />
        </>
      )}
    </ProfilePageShell>
  );
}
