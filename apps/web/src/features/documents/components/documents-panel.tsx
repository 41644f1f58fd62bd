import type { TAppointmentStatus } from '@curo/core/scheduling';
import { FileText } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useConsultDocuments } from '../api/documents';
import { DocumentRow } from './document-row';
import { IssueDocumentForm } from './issue-document-form';

/** A consult's documents are issued once it has started (decision 0039). */
const ISSUING: readonly TAppointmentStatus[] = ['in_progress', 'ended', 'completed'];

export interface DocumentsPanelConsult {
  id: string;
  status: TAppointmentStatus;
  patientId: string;
  doctorId: string | null;
}

/**
 * On the consult's page: for its doctor, the form to issue a certificate, referral letter or
 * summary (with a preview) and the consult's documents, each to download or send by email; for
 * its patient, the documents. Nobody else sees it.
 */
export function DocumentsPanel({ appointment }: { appointment: DocumentsPanelConsult }) {
  const { user } = useCurrentUser();
  const isDoctor = user !== undefined && appointment.doctorId === user.id;
  const isPatient = user !== undefined && appointment.patientId === user.id;
  if (!isDoctor && !isPatient) return null;
  const started = ISSUING.includes(appointment.status);
  // Before a consult starts it has no documents: the patient sees nothing, the doctor a note.
  if (!started && !isDoctor) return null;
  return (
    <SectionCard
      id="documents"
      title="Documents"
      icon={FileText}
      description={
        isDoctor
          ? 'Certificates, referral letters and summaries for this consult, signed with your name and provider number.'
          : 'Certificates, referral letters and summaries your doctor issued for this consult.'
      }
    >
      <div className="flex flex-col gap-6">
        {isDoctor ? (
          started ? (
            <IssueDocumentForm appointmentId={appointment.id} />
          ) : (
            <p className="text-muted">You can issue documents once the consult has started.</p>
          )
        ) : null}
        {started ? <ConsultDocuments appointmentId={appointment.id} isDoctor={isDoctor} /> : null}
      </div>
    </SectionCard>
  );
}

function ConsultDocuments({ appointmentId, isDoctor }: { appointmentId: string; isDoctor: boolean }) {
  const documents = useConsultDocuments(appointmentId);
  if (documents.isPending) return <p className="text-muted">Loading documents…</p>;
  if (documents.isError)
    return <p className="text-error">Documents could not be loaded: {errorMessage(documents.error)}</p>;
  if (documents.data.length === 0)
    return <p className="text-muted">No documents issued for this consult yet.</p>;
  return (
    <ul
      aria-label="Documents of this consult"
      className="divide-y divide-line rounded-card border border-line"
    >
      {documents.data.map((document) => (
        <DocumentRow key={document.id} document={document} canSend canSendToPharmacy={isDoctor} />
      ))}
    </ul>
  );
}
