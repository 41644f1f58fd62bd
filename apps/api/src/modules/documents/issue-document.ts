import { randomBytes } from 'node:crypto';
import {
  CROCKFORD_ALPHABET,
  DOCUMENT_ZONE,
  daysCovered,
  documentWords,
  type TClinicalDocument,
  type TIssueDocument,
  VERIFICATION_CODE_LENGTH,
} from '@curo/core/documents';
import { ErrorCode } from '@curo/core/errors';
import { doctorDisplayName } from '@curo/core/users';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { actorsOf, auditedChange } from '../audit';
import { toDocumentDto } from './document-dto';
import { type DocumentIssuer, renderDocumentPdf } from './document-pdf';
import { assertMayIssue } from './documents.policy';
import { type DocumentConsult, findConsultForDocuments, insertDocument } from './documents.repository';

/** What issuing needs besides the request: the business, the site's address and the backdating allowance. */
export interface IssueSettings {
  issuer: DocumentIssuer;
  publicUrl: string;
  certificateMaxBackdateDays: number;
}

/** Ten characters of Crockford base32 from 50 random bits (each byte's low five bits). */
export function newVerificationCode(): string {
  return [...randomBytes(VERIFICATION_CODE_LENGTH)].map((byte) => CROCKFORD_ALPHABET[byte & 31]).join('');
}

/** `Mia Nguyen` → `M.N.` */
const initialsOf = (firstName: string, lastName: string) =>
  [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join('');

/**
 * A certificate's days against the clock: it starts today or earlier, and no earlier than the
 * allowance (CERTIFICATE_MAX_BACKDATE_DAYS, default 0) before today in Sydney. Returns how many
 * days it is backdated, which the document records and says.
 */
export function backdatingOf(fromDate: string, now: Date, maxBackdateDays: number): number {
  const today = DateTime.fromJSDate(now, { zone: DOCUMENT_ZONE }).toISODate() ?? '';
  const before = daysCovered(fromDate, today) - 1;
  if (before < 0) throw new AppError(ErrorCode.VALIDATION_ERROR, documentWords.startsInFuture);
  if (before > maxBackdateDays)
    throw new AppError(ErrorCode.VALIDATION_ERROR, documentWords.backdatedTooFar(maxBackdateDays));
  return before;
}

interface Prepared {
  consult: DocumentConsult;
  patientName: string;
  patientInitials: string;
  doctorName: string;
  backdatedDays: number;
  now: Date;
}

async function prepare(
  db: Db,
  principal: Principal,
  appointmentId: string,
  body: TIssueDocument,
  settings: IssueSettings,
): Promise<Prepared> {
  const consult = await findConsultForDocuments(db, appointmentId);
  if (!consult) throw notFound('Appointment not found');
  assertMayIssue(principal, consult);
  const now = new Date();
  const backdatedDays =
    body.kind === 'medical_certificate'
      ? backdatingOf(body.fromDate, now, settings.certificateMaxBackdateDays)
      : 0;
  const [firstName, lastName] =
    consult.familyFirstName !== null
      ? [consult.familyFirstName, consult.familyLastName ?? '']
      : [consult.patientFirstName, consult.patientLastName];
  return {
    consult,
    patientName: `${firstName} ${lastName}`.trim(),
    patientInitials: initialsOf(firstName, lastName),
    doctorName: doctorDisplayName({
      firstName: consult.doctorFirstName ?? '',
      lastName: consult.doctorLastName ?? '',
    }),
    backdatedDays,
    now,
  };
}

function pdfOf(
  prepared: Prepared,
  body: TIssueDocument,
  settings: IssueSettings,
  signature: Buffer | null,
  verificationCode: string | null,
) {
  return renderDocumentPdf({
    body,
    patientName: prepared.patientName,
    doctorName: prepared.doctorName,
    providerNumber: prepared.consult.providerNumber,
    signature,
    issuer: settings.issuer,
    issuedAt: prepared.now,
    consultDate: prepared.consult.startsAt,
    backdatedDays: prepared.backdatedDays,
    verificationCode,
    publicUrl: settings.publicUrl,
  });
}

const signatureOf = async (storage: FileStorage, consult: DocumentConsult) =>
  consult.esignKey ? await storage.get(consult.esignKey) : null;

/**
 * `POST /appointments/{id}/clinical-documents/preview`: the document as it would be issued, marked
 * "PREVIEW — not issued" and without a verification code; nothing is stored.
 */
export async function previewDocument({
  db,
  storage,
  principal,
  appointmentId,
  body,
  settings,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  body: TIssueDocument;
  settings: IssueSettings;
}): Promise<Buffer> {
  const prepared = await prepare(db, principal, appointmentId, body, settings);
  return pdfOf(prepared, body, settings, await signatureOf(storage, prepared.consult), null);
}

/**
 * `POST /appointments/{id}/clinical-documents`: the consult's doctor issues a certificate, referral letter
 * or summary for the consult's patient. The PDF is drawn once, with a fresh verification code, and
 * kept in private storage, so what is downloaded later is what was issued; the issue is audited.
 */
export async function issueDocument({
  db,
  storage,
  principal,
  appointmentId,
  body,
  settings,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  body: TIssueDocument;
  settings: IssueSettings;
  client: ClientContext;
}): Promise<TClinicalDocument> {
  const prepared = await prepare(db, principal, appointmentId, body, settings);
  const { consult } = prepared;
  const doctorId = consult.doctorId;
  if (!doctorId) throw notFound('Appointment not found');
  const verificationCode = newVerificationCode();
  const pdf = await pdfOf(prepared, body, settings, await signatureOf(storage, consult), verificationCode);
  const storageKey = newStorageKey('documents', 'pdf');
  await storage.put(storageKey, pdf);
  try {
    const row = await auditedChange(
      db,
      (tx) =>
        insertDocument(tx, {
          kind: body.kind,
          appointmentId: consult.id,
          patientId: consult.patientId,
          familyMemberId: consult.familyMemberId,
          doctorId,
          verificationCode,
          patientName: prepared.patientName,
          patientInitials: prepared.patientInitials,
          doctorName: prepared.doctorName,
          providerNumber: consult.providerNumber,
          details: body,
          certificateFrom: body.kind === 'medical_certificate' ? body.fromDate : null,
          certificateTo: body.kind === 'medical_certificate' ? body.toDate : null,
          backdatedDays: prepared.backdatedDays,
          storageKey,
          issuedAt: prepared.now,
        }),
      (inserted) => ({
        action: 'document.issued',
        ...actorsOf(principal),
        subjectUserId: consult.patientId,
        recordType: 'clinical_document',
        recordId: inserted.id,
        context: client,
        details: {
          kind: body.kind,
          appointmentId: consult.id,
          backdatedDays: prepared.backdatedDays,
        },
      }),
    );
    return toDocumentDto(row);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
