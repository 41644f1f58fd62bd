import type { TUserDetail } from '@curo/core/users';
import { Camera } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { useImageUpload } from '../hooks/use-image-upload';
import { accountMessages } from '../utils/account-messages';
import { ImagePicker } from './image-picker';

/** A round photo, or the person's initials until they add one. */
function Avatar({ src, user }: { src: string | null; user: TUserDetail }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return src ? (
    <img
      src={src}
      alt={`${user.firstName} ${user.lastName}`}
      className="size-20 shrink-0 rounded-full border border-line object-cover sm:size-24"
    />
  ) : (
    <span
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xl font-semibold text-primary sm:size-24 sm:text-2xl"
      aria-hidden
    >
      {initials}
    </span>
  );
}

interface ProfilePhotoCardProps {
  user: TUserDetail;
  /** Who sees the photo, in a sentence: patients and doctors are told different things. */
  description: string;
}

/** The profile picture: what is there now, and a way to replace it, uploaded as soon as it is chosen. */
export function ProfilePhotoCard({ user, description }: ProfilePhotoCardProps) {
  const upload = useImageUpload({
    mutation: useUploadProfilePicture(),
    userId: user.id,
    successMessage: accountMessages.photoSaved,
  });
  const current = upload.preview ?? user.photoUrl ?? user.doctorProfile?.photoUrl ?? null;
  return (
    <SectionCard id="photo" title="Photo" icon={Camera} description={description}>
      <div className="flex items-start gap-4 sm:items-center sm:gap-6">
        <Avatar src={current} user={user} />
        <ImagePicker
          id="profile-photo"
          label={current ? 'Change photo' : 'Upload a photo'}
          hint="A JPEG, PNG or WebP image up to 5 MB. A clear photo of your face works best."
          busyLabel="Uploading your photo"
          upload={upload}
        />
      </div>
    </SectionCard>
  );
}
