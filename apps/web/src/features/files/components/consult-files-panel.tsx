import { FileText } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { notForViewer, useFiles } from '../api/files';
import { StoredFiles } from './stored-files';

/**
 * A consult's "Files": referral letters its patient and treating clinicians upload and download.
 * Every download is recorded in the patient's access history.
 */
export function ConsultFilesPanel({ appointmentId, viewerId }: { appointmentId: string; viewerId: string }) {
  // Not the viewer's to see (the API hides them behind 404): nothing to show.
  const list = useFiles('referrals', appointmentId);
  if (list.isError && notForViewer(list.error)) return null;
  return (
    <SectionCard
      id="consult-files"
      title="Files"
      icon={FileText}
      description="Referral letters for this consult. Only you, your care team and Curo's administrators can open them."
    >
      <StoredFiles
        kind="referrals"
        appointmentId={appointmentId}
        viewerId={viewerId}
        uploadLabel="Upload a referral"
        emptyText="No files for this consult yet."
      />
    </SectionCard>
  );
}
