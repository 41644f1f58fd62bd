import { z } from 'zod';

/**
 * Clinical documents (issue 14, items 2 and 3; decision 0039): a medical certificate, a referral
 * letter or a consult summary, issued as a PDF by the consult's doctor, each with a verification
 * code anyone may check at `/verify/:code`, and sent by email as a link that works once.
 */

export const DOCUMENT_KINDS = ['medical_certificate', 'referral_letter', 'consult_summary'] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

export const CERTIFICATE_REASONS = ['unfit_for_work', 'unfit_for_study', 'carers_leave'] as const;
export const ZCertificateReason = z.enum(CERTIFICATE_REASONS);
export type TCertificateReason = z.infer<typeof ZCertificateReason>;

/** The longest period one certificate covers, first and last day included (decision 0039). */
export const CERTIFICATE_MAX_DAYS = 14;
export const DOCUMENTS_PAGE_SIZE = 20;
/** Certificates' dates are calendar days where the business is. */
export const DOCUMENT_ZONE = 'Australia/Sydney';

export const documentKindLabels: Record<TDocumentKind, string> = {
  medical_certificate: 'Medical certificate',
  referral_letter: 'Referral letter',
  consult_summary: 'Consult summary',
};

export const certificateReasonLabels: Record<TCertificateReason, string> = {
  unfit_for_work: 'Unfit for work',
  unfit_for_study: 'Unfit for study',
  carers_leave: 'Carer’s leave',
};

/** What the documents screens and PDFs say, word for word. */
export const documentWords = {
  notFound: 'Document not found',
  /** A document whose PDF is gone: removed with a closed account's records at the end of retention. */
  pdfNotKept: 'This document’s PDF is no longer kept',
  preview: 'PREVIEW — not issued',
  empty: 'No documents yet.',
  emptyHint: 'Certificates, referral letters and consult summaries your doctor issues appear here.',
  valid: 'Valid document',
  unknownCode: 'We couldn’t find a document with this code',
  toBeforeFrom: 'The last day must be on or after the first day',
  tooLong: `A certificate covers at most ${CERTIFICATE_MAX_DAYS} days`,
  startsInFuture: 'A certificate starts today or earlier',
  backdatedTooFar: (days: number) =>
    days === 0
      ? 'A certificate cannot be backdated: it starts today'
      : `A certificate can be backdated by at most ${days} day${days === 1 ? '' : 's'}`,
  consultNotStarted: 'Documents are issued once the consult has started',
  emailNeeded: 'Enter the recipient’s email',
  consentNeeded: 'Confirm that the patient agreed to this document being sent',
  linkExpired: 'This link has expired. Ask the person who sent it for a new link.',
  linkUsed: 'This link has already been used. Ask the person who sent it for a new link.',
  signedElectronically: (doctorName: string) => `Signed electronically by ${doctorName}`,
} as const;

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25');

/** Days from `from` to `to`, both included (dates as YYYY-MM-DD). */
export function daysCovered(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const ZIssueCertificate = z
  .object({
    kind: z.literal('medical_certificate'),
    reason: ZCertificateReason,
    fromDate: ZIsoDate,
    toDate: ZIsoDate,
    /** The employer or school it is for, if the patient wants it named. */
    organisation: z.string().trim().max(120).nullish(),
  })
  .superRefine((body, ctx) => {
    const days = daysCovered(body.fromDate, body.toDate);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['toDate'], message: documentWords.toBeforeFrom });
    else if (days > CERTIFICATE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: documentWords.tooLong });
  });

export const ZIssueReferral = z.object({
  kind: z.literal('referral_letter'),
  /** The specialist or service, as the letter is addressed. */
  to: text(200),
  reason: text(500),
  clinicalDetails: text(5000),
});

export const ZIssueSummary = z.object({
  kind: z.literal('consult_summary'),
  /** Plain language, for the patient. */
  summary: text(5000),
});

/** `POST /appointments/{id}/documents` (and `/preview`): the document, by kind. */
export const ZIssueDocument = z.discriminatedUnion('kind', [
  ZIssueCertificate,
  ZIssueReferral,
  ZIssueSummary,
]);
export type TIssueDocument = z.infer<typeof ZIssueDocument>;

export const ZCertificatePeriod = z.object({
  reason: ZCertificateReason,
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  /** Days before the issue date the certificate starts (0: not backdated). */
  backdatedDays: z.number().int().min(0),
});

/** One issued document, for its patient, its doctor and admins. */
export const ZClinicalDocument = z.object({
  id: z.string().uuid(),
  appointmentId: z.string().uuid(),
  kind: ZDocumentKind,
  title: z.string(),
  /** Whom it is about (the family member, for a child's consult). */
  patientName: z.string(),
  doctorName: z.string(),
  issuedAt: z.string(),
  verificationCode: z.string(),
  certificate: ZCertificatePeriod.nullable(),
});
export type TClinicalDocument = z.infer<typeof ZClinicalDocument>;

export const ZDocumentList = z.object({
  items: z.array(ZClinicalDocument),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDocumentList = z.infer<typeof ZDocumentList>;

export const ZDocumentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /documents/verify/{code}`: who issued what and when; never a diagnosis or a health detail. */
export const ZDocumentVerification = z.object({
  verificationCode: z.string(),
  kind: ZDocumentKind,
  title: z.string(),
  doctorName: z.string(),
  providerNumber: z.string().nullable(),
  issuedAt: z.string(),
  /** Only for a certificate: the days it covers. */
  period: z.object({ fromDate: ZIsoDate, toDate: ZIsoDate }).nullable(),
  patientInitials: z.string(),
});
export type TDocumentVerification = z.infer<typeof ZDocumentVerification>;

/** `POST /appointments/{id}/sendDocumentEmail`. */
export const ZSendDocumentEmail = z
  .object({
    documentId: z.string().uuid(),
    to: z.enum(['patient', 'third_party']),
    email: z.string().trim().email().max(254).nullish(),
    recipientName: z.string().trim().max(120).nullish(),
    /** The sender confirms the patient agreed (required to be true). */
    consent: z.literal(true, { error: documentWords.consentNeeded }),
  })
  .superRefine((body, ctx) => {
    if (body.to === 'third_party' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: documentWords.emailNeeded });
  });
export type TSendDocumentEmail = z.infer<typeof ZSendDocumentEmail>;

export const ZDocumentShare = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  to: z.enum(['patient', 'third_party']),
  email: z.string(),
  expiresAt: z.string(),
});
export type TDocumentShare = z.infer<typeof ZDocumentShare>;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 10;

/** `ABCDE-23456`: ten characters in two groups. */
export const formatVerificationCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * A typed code as stored: upper case, without spaces or dashes, and with the letters Crockford's
 * alphabet leaves out read as the digits they look like (O as 0, I and L as 1). Null when it cannot
 * be a code.
 */
export function normaliseVerificationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((ch) => CROCKFORD_ALPHABET.includes(ch)) ? code : null;
}

/** The API paths, shared by the routes' tests and the browser. */
export const consultDocumentsPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/clinical-documents`;
export const consultDocumentPreviewPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/clinical-documents/preview`;
export const sendDocumentEmailPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/sendDocumentEmail`;
export const myDocumentsPath = '/api/v1/documents';
export const documentPdfPath = (documentId: string) => `/api/v1/documents/${documentId}/pdf`;
export const verifyDocumentApiPath = (code: string) => `/api/v1/documents/verify/${encodeURIComponent(code)}`;
export const sharedDocumentPath = (token: string) => `/api/v1/documents/shared/${token}`;
/** The public page a QR code opens. */
export const verifyPagePath = (code: string) => `/verify/${code}`;
