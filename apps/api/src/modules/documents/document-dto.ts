import {
  documentKindLabels,
  formatVerificationCode,
  type TClinicalDocument,
  type TDocumentVerification,
  ZCertificateReason,
} from '@curo/core/documents';
import type { DocumentRow } from './documents.repository';

/** A certificate's reason, as the doctor chose it (kept in the document's details). */
function reasonOf(details: unknown) {
  return ZCertificateReason.parse((details as { reason?: unknown }).reason);
}

/** One issued document as its patient, its doctor and admins see it. */
export function toDocumentDto(row: DocumentRow): TClinicalDocument {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    kind: row.kind,
    title: documentKindLabels[row.kind],
    patientName: row.patientName,
    doctorName: row.doctorName,
    issuedAt: row.issuedAt.toISOString(),
    verificationCode: formatVerificationCode(row.verificationCode),
    certificate:
      row.kind === 'medical_certificate' && row.certificateFrom && row.certificateTo
        ? {
            reason: reasonOf(row.details),
            fromDate: row.certificateFrom,
            toDate: row.certificateTo,
            backdatedDays: row.backdatedDays,
          }
        : null,
  };
}

/** What anyone holding the code learns: who issued what, when, for whose initials; nothing clinical. */
export function toVerificationDto(row: DocumentRow): TDocumentVerification {
  return {
    verificationCode: formatVerificationCode(row.verificationCode),
    kind: row.kind,
    title: documentKindLabels[row.kind],
    doctorName: row.doctorName,
    providerNumber: row.providerNumber,
    issuedAt: row.issuedAt.toISOString(),
    period:
      row.kind === 'medical_certificate' && row.certificateFrom && row.certificateTo
        ? { fromDate: row.certificateFrom, toDate: row.certificateTo }
        : null,
    patientInitials: row.patientInitials,
  };
}

/** `ABN-` style file name: `medical-certificate-ABCDE-23456.pdf`. */
export const documentFileName = (row: Pick<DocumentRow, 'kind' | 'verificationCode'>) =>
  `${row.kind.replace(/_/g, '-')}-${formatVerificationCode(row.verificationCode)}.pdf`;
