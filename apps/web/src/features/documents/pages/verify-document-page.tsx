import { documentWords } from '@curo/core/documents';
import { CircleCheck, CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { DetailRow } from '../../../components/ui/detail-row';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useVerifyDocument } from '../api/documents';
import { documentDay, issuedDay } from '../components/document-dates';

/**
 * `/verify/:code` (public; the QR code on every document opens it): whether a document with this
 * code was issued, by whom, of what kind, when, for whose initials and, for a certificate, which
 * days. Nothing about the patient's health.
 */
export function VerifyDocumentPage() {
  const { code = '' } = useParams();
  const verification = useVerifyDocument(code);
  const notFound = verification.error instanceof ApiError && verification.error.status === 404;
  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:py-16">
      <PageMeta
        title="Check a document"
        description="Check a Curo medical document’s verification code."
        noIndex
      />
      <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
        {verification.isPending ? (
          <p role="status" className="text-muted">
            Checking code {code}…
          </p>
        ) : verification.data ? (
          <>
            <h1 className="flex items-center gap-3 text-2xl font-bold text-ink">
              <CircleCheck className="size-7 shrink-0 text-success" aria-hidden />
              {documentWords.valid}
            </h1>
            <p className="mt-2 text-muted">Curo issued this document. Its details:</p>
            <dl className="mt-4">
              <DetailRow term="Document">{verification.data.title}</DetailRow>
              <DetailRow term="Issued by">{verification.data.doctorName}</DetailRow>
              <DetailRow term="Provider number">
                {verification.data.providerNumber ?? 'Not recorded'}
              </DetailRow>
              <DetailRow term="Issued on">{issuedDay(verification.data.issuedAt)}</DetailRow>
              {verification.data.period ? (
                <DetailRow term="Covers">
                  {documentDay(verification.data.period.fromDate)} to{' '}
                  {documentDay(verification.data.period.toDate)}
                </DetailRow>
              ) : null}
              <DetailRow term="Patient’s initials">{verification.data.patientInitials}</DetailRow>
              <DetailRow term="Verification code">
                <span className="font-mono">{verification.data.verificationCode}</span>
              </DetailRow>
            </dl>
          </>
        ) : notFound ? (
          <>
            <h1 className="flex items-center gap-3 text-2xl font-bold text-ink">
              <CircleX className="size-7 shrink-0 text-error" aria-hidden />
              {documentWords.unknownCode}
            </h1>
            <p className="mt-2 text-muted">
              Check the code on the document (for example ABCDE-23456). If it still cannot be found, the
              document was not issued by Curo.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-ink">Check a document</h1>
            <p role="alert" className="mt-2 text-error">
              {errorMessage(verification.error)}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
