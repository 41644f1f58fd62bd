import type { TAppointmentDocument } from '@curo/core/scheduling-requests';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { formatBytes } from '../../../lib/file-size';
import { toast } from '../../../lib/toast-store';
import { downloadDocument, useDocuments } from '../api/requests';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'Image',
};

/** A consult's documents, each downloadable (with the session's token, as an attachment). */
export function DocumentList({ appointmentId }: { appointmentId: string }) {
  const documents = useDocuments(appointmentId);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (doc: TAppointmentDocument) => {
    setBusy(doc.id);
    try {
      await downloadDocument(appointmentId, doc);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (documents.isPending) return <p className="text-sm text-muted">Loading documents…</p>;
  if (documents.isError) return <p className="text-sm text-error">{errorMessage(documents.error)}</p>;
  if (documents.data.length === 0) return <p className="text-sm text-muted">No documents attached.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {documents.data.map((doc) => (
        <li
          key={doc.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3"
        >
          <span className="flex min-w-0 items-center gap-2">
            <FileText aria-hidden className="size-5 shrink-0 text-muted" />
            <span className="min-w-0 break-all text-ink">{doc.fileName}</span>
            <span className="shrink-0 text-sm text-muted">
              {TYPE_NAMES[doc.contentType] ?? doc.contentType}, {formatBytes(doc.sizeBytes)}
            </span>
          </span>
          <button
            type="button"
            className={smallButton}
            disabled={busy === doc.id}
            onClick={() => void download(doc)}
          >
            {busy === doc.id ? 'Downloading…' : 'Download'}
            <span className="sr-only"> {doc.fileName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
