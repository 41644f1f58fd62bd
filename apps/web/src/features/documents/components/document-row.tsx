import type { TClinicalDocument } from '@curo/core/documents';
import { certificateReasonLabels } from '@curo/core/documents';
import { Download, Mail, Pill } from 'lucide-react';
import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useDownloadDocument } from '../api/documents';
import { documentDay, issuedDay } from './document-dates';
import { SendDocumentDialog } from './send-document-dialog';
import { SendToPharmacyDialog } from './send-to-pharmacy-dialog';

/** One document: what it is, when it was issued, its certificate's days, its code, and its PDF. */
export function DocumentRow({
  document,
  canSend = false,
  canSendToPharmacy = false,
}: {
  document: TClinicalDocument;
  canSend?: boolean;
  /** The doctor who issued it may send it to the patient's pharmacy (decision 0066). */
  canSendToPharmacy?: boolean;
}) {
  const download = useDownloadDocument();
  const [sending, setSending] = useState(false);
  const [toPharmacy, setToPharmacy] = useState(false);
  const save = () => download.mutate(document, { onError: (error) => toast.error(errorMessage(error)) });
  const { certificate } = document;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{document.title}</p>
        <p className="mt-1 text-sm text-muted">
          Issued <time dateTime={document.issuedAt}>{issuedDay(document.issuedAt)}</time> by{' '}
          {document.doctorName}
        </p>
        {certificate ? (
          <p className="mt-1 text-ink">
            {certificateReasonLabels[certificate.reason]}: {documentDay(certificate.fromDate)} to{' '}
            {documentDay(certificate.toDate)}
            {certificate.backdatedDays > 0
              ? ` (backdated ${certificate.backdatedDays} day${certificate.backdatedDays === 1 ? '' : 's'})`
              : ''}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-muted">
          Verification code <span className="font-mono tabular-nums">{document.verificationCode}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
        <button type="button" onClick={save} disabled={download.isPending} className={smallButton}>
          <Download className="size-4" aria-hidden />
          {download.isPending ? 'Downloading…' : 'Download'}
          <span className="sr-only">
            {' '}
            {document.title.toLowerCase()} {document.verificationCode}
          </span>
        </button>
        {canSend ? (
          <button type="button" onClick={() => setSending(true)} className={smallButton}>
            <Mail className="size-4" aria-hidden />
            Send by email
            <span className="sr-only">
              {' '}
              {document.title.toLowerCase()} {document.verificationCode}
            </span>
          </button>
        ) : null}
        {canSendToPharmacy ? (
          <button type="button" onClick={() => setToPharmacy(true)} className={smallButton}>
            <Pill className="size-4" aria-hidden />
            Send to pharmacy
            <span className="sr-only">
              {' '}
              {document.title.toLowerCase()} {document.verificationCode}
            </span>
          </button>
        ) : null}
      </div>
      {canSendToPharmacy ? (
        <SendToPharmacyDialog document={document} open={toPharmacy} onClose={() => setToPharmacy(false)} />
      ) : null}
      {canSend ? (
        <SendDocumentDialog document={document} open={sending} onClose={() => setSending(false)} />
      ) : null}
    </li>
  );
}
