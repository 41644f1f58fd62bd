import { createHash, randomBytes } from 'node:crypto';
import {
  DOCUMENT_ZONE,
  documentKindLabels,
  documentWords,
  sharedDocumentPath,
  type TDocumentShare,
  type TSendDocumentEmail,
} from '@curo/core/documents';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { actorsOf, auditedChange } from '../audit';
import { findUserById } from '../users';
import { assertMaySend } from './documents.policy';
import { findDocument, insertShare } from './documents.repository';

/** Only the SHA-256 of a link's token is stored. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `POST /appointments/{id}/sendDocumentEmail`: the document's doctor or its patient sends it by
 * email, as a link (never an attachment) that works once and expires after DOCUMENT_LINK_TTL_DAYS:
 * to the patient's own email, or, with the patient's consent (the request must say so, and the
 * consent is kept on the share and in the audit trail: who recorded it, when, for which document
 * and recipient), to a third party such as an employer or a specialist. Queued in the outbox in
 * the transaction that records the share.
 */
export async function sendDocumentEmail({
  db,
  mail,
  principal,
  appointmentId,
  body,
  linkTtlDays,
  client,
}: {
  db: Db;
  mail: MailDelivery;
  principal: Principal;
  appointmentId: string;
  body: TSendDocumentEmail;
  linkTtlDays: number;
  client: ClientContext;
}): Promise<TDocumentShare> {
  const document = await findDocument(db, body.documentId);
  if (!document || document.appointmentId !== appointmentId) throw notFound(documentWords.notFound);
  assertMaySend(principal, document);
  const patient = await findUserById(db, document.patientId);
  if (!patient) throw notFound(documentWords.notFound);
  const email = body.to === 'patient' ? patient.email : (body.email ?? '');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + linkTtlDays * 86_400_000);
  const token = randomBytes(32).toString('base64url');
  const title = documentKindLabels[document.kind];
  const link = `${mail.publicUrl}${sharedDocumentPath(token)}`;
  const expires = DateTime.fromJSDate(expiresAt, { zone: DOCUMENT_ZONE })
    .setLocale('en-AU')
    .toFormat('d LLLL yyyy, h:mm a ZZZZ');
  const greeting =
    body.to === 'patient'
      ? `Hello ${patient.firstName},`
      : `Hello${body.recipientName ? ` ${body.recipientName}` : ''},`;
  const intro =
    body.to === 'patient'
      ? `${document.doctorName} has issued your ${title.toLowerCase()}.`
      : `${document.patientName} has asked for their ${title.toLowerCase()} from ${document.doctorName} to be sent to you.`;

  const share = await auditedChange(
    db,
    async (tx) => {
      const row = await insertShare(tx, {
        documentId: document.id,
        recipient: body.to,
        email,
        recipientName: body.recipientName ?? null,
        tokenHash: tokenHashOf(token),
        sharedBy: principal.userId,
        consentRecordedBy: principal.userId,
        consentRecordedAt: now,
        createdAt: now,
        expiresAt,
      });
      await mail.queueEmail(tx, {
        toAddress: email,
        subject: `${title} from ${document.doctorName}`,
        textBody: [
          greeting,
          '',
          intro,
          '',
          `Download it here (the link works once, until ${expires}):`,
          link,
          '',
          'If the link has expired or was used already, ask the person who sent it for a new one.',
          '',
          'Curo',
        ].join('\n'),
      });
      return row;
    },
    (row) => ({
      action: 'document.shared',
      ...actorsOf(principal),
      subjectUserId: document.patientId,
      recordType: 'clinical_document',
      recordId: document.id,
      context: client,
      details: {
        shareId: row.id,
        recipient: body.to,
        email,
        recipientName: body.recipientName ?? null,
        consent: { recordedBy: principal.userId, at: now.toISOString(), patientConsented: body.consent },
        expiresAt: expiresAt.toISOString(),
      },
    }),
  );
  return {
    id: share.id,
    documentId: document.id,
    to: body.to,
    email,
    expiresAt: expiresAt.toISOString(),
  };
}
