import type { TContactEnquiry } from '@curo/core/contact';
import { hasReservedTld } from '@curo/core/email';
import { ErrorCode } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { acknowledgeEnquiry } from './acknowledge-enquiry';
import { type ContactEnquiryRow, countRecentEnquiriesFrom, insertContactEnquiry } from './contact.repository';

export interface SubmitContactEnquiryOptions {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  enquiry: TContactEnquiry;
  clientIp: string | null;
}

function notificationText(e: ContactEnquiryRow): string {
  return [
    `A new enquiry arrived through the contact form.`,
    '',
    `Name: ${e.firstName} ${e.lastName}`,
    `Email: ${e.email}`,
    `Phone: ${e.phoneNumber}`,
    `Subject: ${e.subject}`,
    `Received: ${e.createdAt.toISOString()}`,
    `Reference: ${e.id}`,
    '',
    e.message,
    '',
    'Reply to this email to answer the sender directly.',
  ].join('\n');
}

/**
 * Stores a visitor's enquiry and queues the notification to the team's inbox in one transaction:
 * the enquiry is never lost, and the email is retried until it is delivered. The visitor gets an
 * acknowledgement that repeats nothing they wrote.
 */
export async function submitContactEnquiry({
  db,
  mail,
  inbox,
  enquiry,
  clientIp,
}: SubmitContactEnquiryOptions): Promise<ContactEnquiryRow> {
  // A reserved top-level domain can never receive our reply (RFC 2606, RFC 6761).
  if (hasReservedTld(enquiry.email)) {
    throw new AppError(ErrorCode.INVALID_EMAIL, messages.contact.serverInvalidEmail);
  }
  const row = await db.transaction(async (tx) => {
    const saved = await insertContactEnquiry(tx, { ...enquiry, clientIp });
    await acknowledgeEnquiry(tx, mail, {
      kind: 'contact',
      to: saved.email,
      reference: saved.id,
      recentFromAddress: await countRecentEnquiriesFrom(tx, saved.email),
    });
    await mail.queueEmail(tx, {
      toAddress: inbox,
      replyTo: saved.email,
      // Header injection is impossible: nodemailer folds headers, and the schema trims names.
      subject: `Website enquiry: ${saved.subject} from ${saved.firstName} ${saved.lastName}`,
      textBody: notificationText(saved),
    });
    return saved;
  });
  void mail.kick();
  return row;
}
