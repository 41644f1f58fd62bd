import type { TUserDetail } from '@curo/core/users';
import { Signature } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { useEsignImage } from '../api/get-esign-image';
import { useUploadEsign } from '../api/upload-esign';
import { useImageUpload } from '../hooks/use-image-upload';
import { useObjectUrl } from '../hooks/use-object-url';
import { accountMessages } from '../utils/account-messages';
import { ImagePicker } from './image-picker';

/** What is in the signature box: the picture, or why there is none. */
function SignaturePreview({
  src,
  loading,
  failed,
}: {
  src: string | null;
  loading: boolean;
  failed: boolean;
}) {
  let inside: ReactNode;
  if (src) {
    inside = <img src={src} alt="Your signature" className="max-h-28 max-w-full object-contain" />;
  } else if (loading) {
    inside = (
      <span role="status" className="text-sm text-muted">
        Loading your signature…
      </span>
    );
  } else if (failed) {
    inside = <span className="text-sm text-muted">We could not show your signature just now.</span>;
  } else {
    inside = <span className="text-sm text-muted">No signature yet</span>;
  }
  return (
    <div className="flex h-36 w-full items-center justify-center rounded-lg border border-dashed border-line bg-white p-4 sm:w-72">
      {inside}
    </div>
  );
}

/**
 * The doctor's signature for prescriptions, certificates and referrals. The stored image is not
 * public, so it is fetched with the session and shown from memory.
 */
export function EsignCard({ user }: { user: TUserDetail }) {
  const esignUrl = user.doctorProfile?.esignUrl ?? null;
  const stored = useEsignImage(esignUrl);
  const storedUrl = useObjectUrl(stored.data);
  const upload = useImageUpload({
    mutation: useUploadEsign(),
    userId: user.id,
    successMessage: accountMessages.esignSaved,
  });
  const src = upload.preview ?? storedUrl;
  return (
    <SectionCard
      id="esign"
      title="Signature"
      icon={Signature}
      description="Added to the prescriptions, certificates and referrals you sign in Curo. Sign on white paper in dark ink and photograph it, or upload a scan."
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <SignaturePreview src={src} loading={stored.isLoading} failed={stored.isError} />
        <ImagePicker
          id="esign-file"
          label={src ? 'Replace signature' : 'Upload signature'}
          hint="A JPEG, PNG or WebP image up to 5 MB."
          busyLabel="Uploading your signature"
          upload={upload}
        />
      </div>
    </SectionCard>
  );
}
