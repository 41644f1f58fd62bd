import { ErrorCode } from '@curo/core/errors';
import { referralTargetLabel, type TReferral } from '@curo/core/referrals';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { FileStorage } from '../../platform/storage/file-storage';
import { type DocumentIssuer, getDocumentPdf, issueDocument, sendDocumentEmail } from '../documents';
import { type SendFaxDeps, sendFax } from '../faxes';
import type { ReferralLetterSender } from './referral-letter-sender';

export interface LetterSenderDeps {
  db: Db;
  storage: FileStorage;
  mail: MailDelivery;
  issuer: DocumentIssuer;
  documents: { certificateMaxBackdateDays: number; linkTtlDays: number };
  fax: Pick<SendFaxDeps, 'gateway' | 'webhookUrl'>;
}

const day = (iso: string) => DateTime.fromISO(iso).setLocale('en-AU').toFormat('d LLLL yyyy');

/** What the letter says of how long the referral lasts, as Medicare asks a referral to state. */
export function validityLine(referral: Pick<TReferral, 'issuedOn' | 'validUntil'>): string {
  return referral.validUntil === null
    ? `This referral is valid indefinitely from ${day(referral.issuedOn)}.`
    : `This referral is valid from ${day(referral.issuedOn)} until ${day(referral.validUntil)}.`;
}

/**
 * The referral letter as the documents module issues it (decision 0039: a referral letter PDF with
 * the doctor's signature and a verification code, kept as issued), sent by the documents module's
 * single-use email link or by the faxes module's provider (decision 0041). The patient's
 * acceptance of the referral is their consent to the letter going to the provider (decision 0042).
 * Each send issues the letter afresh, so each recipient's copy has its own verification code.
 */
export function referralLetterSender(deps: LetterSenderDeps): ReferralLetterSender {
  return {
    async send({ referral, channel, to, principal, now, client }) {
      // Before a letter is issued: production without a fax provider cannot send by fax.
      if (channel === 'fax' && !deps.fax.gateway) throw new AppError(ErrorCode.REFERRAL_SENDING_UNAVAILABLE);
      const document = await issueDocument({
        db: deps.db,
        storage: deps.storage,
        principal,
        appointmentId: referral.appointmentId,
        body: {
          kind: 'referral_letter',
          to: referralTargetLabel(referral.target),
          reason: referral.reason,
          clinicalDetails: [referral.clinicalDetails, validityLine(referral)].filter(Boolean).join('\n\n'),
        },
        settings: {
          issuer: deps.issuer,
          publicUrl: deps.mail.publicUrl,
          certificateMaxBackdateDays: deps.documents.certificateMaxBackdateDays,
        },
        client,
      });
      if (channel === 'email') {
        await sendDocumentEmail({
          db: deps.db,
          mail: deps.mail,
          principal,
          appointmentId: referral.appointmentId,
          body: {
            documentId: document.id,
            to: 'third_party',
            email: to,
            recipientName: referral.target.external?.name ?? referralTargetLabel(referral.target),
            consent: true,
          },
          linkTtlDays: deps.documents.linkTtlDays,
          client,
        });
      } else {
        const { pdf, fileName } = await getDocumentPdf({
          db: deps.db,
          storage: deps.storage,
          principal,
          documentId: document.id,
          client,
        });
        await sendFax(
          { db: deps.db, storage: deps.storage, gateway: deps.fax.gateway, webhookUrl: deps.fax.webhookUrl },
          {
            to,
            pdf,
            fileName,
            sentBy: { userId: principal.userId, actorId: principal.actorId },
            patientId: referral.patient.id,
            appointmentId: referral.appointmentId,
          },
        );
      }
      return { referralId: referral.id, channel, to, sentAt: now.toISOString() };
    },
  };
}
