import { ErrorCode } from '@curo/core/errors';
import { pharmacyWords, type TSendToPharmacy, type TSentToPharmacy } from '@curo/core/pharmacies';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit';
import { documentForSending, getDocumentPdf, sendDocumentEmail } from '../documents';
import { type SendFaxDeps, sendFax } from '../faxes';
import { assertIssuingDoctor } from './pharmacies.policy';
import { findPreferredPharmacy } from './pharmacies.repository';
import { toPharmacyDto } from './pharmacy-dto';

export interface PharmacySendingDeps {
  db: Db;
  storage: FileStorage;
  mail: MailDelivery;
  documents: { linkTtlDays: number };
  fax: Pick<SendFaxDeps, 'gateway' | 'webhookUrl'>;
}

/** `GET /documents/{id}/pharmacy`: the document's patient's preferred pharmacy, for the doctor who issued it. */
export async function getDocumentPharmacy({
  db,
  principal,
  documentId,
}: {
  db: Db;
  principal: Principal;
  documentId: string;
}) {
  const document = await documentForSending({ db, principal, documentId });
  assertIssuingDoctor(principal, document);
  const pharmacy = await findPreferredPharmacy(db, document.patientId);
  return { pharmacy: pharmacy ? toPharmacyDto(pharmacy) : null };
}

/**
 * `POST /documents/{id}/sendToPharmacy` (decision 0066): the doctor who issued a document sends it
 * to the pharmacy the patient chose on their profile, by fax (the faxes module: the PDF itself, to
 * the pharmacy's fax number) or by email (the documents module: a single-use, expiring link, never
 * an attachment). The doctor confirms the patient asked for it (`consent: true`); the send is
 * audited as `document.sent_to_pharmacy`, besides the fax's or the share's own audit event.
 */
export async function sendDocumentToPharmacy(
  deps: PharmacySendingDeps,
  {
    principal,
    documentId,
    body,
    client,
    now = new Date(),
  }: {
    principal: Principal;
    documentId: string;
    body: TSendToPharmacy;
    client: ClientContext;
    now?: Date;
  },
): Promise<TSentToPharmacy> {
  const { db } = deps;
  const document = await documentForSending({ db, principal, documentId });
  assertIssuingDoctor(principal, document);
  const pharmacy = await findPreferredPharmacy(db, document.patientId);
  if (!pharmacy) throw new AppError(ErrorCode.INVALID_STATE, pharmacyWords.noPreferred);
  let to: string;
  if (body.channel === 'fax') {
    if (!pharmacy.fax) throw new AppError(ErrorCode.INVALID_STATE, pharmacyWords.noFax);
    to = pharmacy.fax;
    const { pdf, fileName } = await getDocumentPdf({
      db,
      storage: deps.storage,
      principal,
      documentId: document.id,
      client,
    });
    await sendFax(
      { db, storage: deps.storage, gateway: deps.fax.gateway, webhookUrl: deps.fax.webhookUrl },
      {
        to,
        pdf,
        fileName,
        sentBy: { userId: principal.userId, actorId: principal.actorId },
        patientId: document.patientId,
        appointmentId: document.appointmentId,
      },
    );
  } else {
    if (!pharmacy.email) throw new AppError(ErrorCode.INVALID_STATE, pharmacyWords.noEmail);
    to = pharmacy.email;
    await sendDocumentEmail({
      db,
      mail: deps.mail,
      principal,
      appointmentId: document.appointmentId,
      body: {
        documentId: document.id,
        to: 'third_party',
        email: to,
        recipientName: pharmacy.name,
        consent: true,
      },
      linkTtlDays: deps.documents.linkTtlDays,
      client,
    });
  }
  await recordAuditEvent({
    db,
    action: 'document.sent_to_pharmacy',
    ...actorsOf(principal),
    subjectUserId: document.patientId,
    recordType: 'clinical_document',
    recordId: document.id,
    context: client,
    details: { pharmacyId: pharmacy.id, pharmacyName: pharmacy.name, channel: body.channel, to },
  });
  return {
    documentId: document.id,
    pharmacyId: pharmacy.id,
    pharmacyName: pharmacy.name,
    channel: body.channel,
    to,
    sentAt: now.toISOString(),
  };
}
