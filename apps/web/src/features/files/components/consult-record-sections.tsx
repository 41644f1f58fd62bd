import { useCurrentUser } from '../../../lib/use-current-user';
import { ConsultFilesPanel } from './consult-files-panel';
import { IhiCard } from './ihi-card';

/** What a consult's page shows of the file store and the IHI: its referral files, and the patient's IHI. */
export function ConsultRecordSections({ appointmentId }: { appointmentId: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <ConsultFilesPanel appointmentId={appointmentId} viewerId={user.id} />
      <IhiCard appointmentId={appointmentId} />
    </>
  );
}
