import { ErrorCode } from '@curo/core/errors';
import {
  accountEmailMessages,
  EMAIL_CONFIRMATION_TTL_MINUTES,
  EMAIL_CONFIRMATIONS_PER_HOUR,
} from '@curo/core/users';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserByEmail, findUserById } from '../users';
import { emailOneTimeLink } from './email-link';
import { countRecentMagicTokens } from './magic-tokens.repository';

/**
 * `POST /emails/sendConfirmationSignUp`: a link that confirms the signed-in person's email. It is
 * a one-time sign-in link (following it proves the inbox is theirs), valid for an hour.
 */
export async function sendSignUpConfirmation({
  db,
  mail,
  principal,
  publicUrl,
}: {
  db: Db;
  mail: MailDelivery;
  principal: Principal;
  publicUrl: string;
}): Promise<{ message: string }> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw notFound('User not found');
  if (user.emailVerifiedAt)
    throw new AppError(ErrorCode.EMAIL_CONFIRMED, accountEmailMessages.alreadyConfirmed);
  if ((await countRecentMagicTokens(db, user.id)) >= EMAIL_CONFIRMATIONS_PER_HOUR)
    throw new AppError(ErrorCode.RATE_LIMITED, accountEmailMessages.tooManyConfirmations);
  await emailOneTimeLink({
    db,
    mail,
    user,
    purpose: 'login',
    ttlMinutes: EMAIL_CONFIRMATION_TTL_MINUTES,
    subject: 'Confirm your email for Curo',
    link: (token) => `${publicUrl}/login?magicToken=${token}`,
    intro: 'Welcome to Curo. Follow this link to confirm your email address; it also signs you in.',
    outro: 'If you did not create a Curo account, you can ignore this email.',
  });
  return { message: accountEmailMessages.confirmationSent };
}

/**
 * `POST /emails/reactivateAccount`: someone whose account was closed or paused asks for it back.
 * The team gets the request; the answer is the same whoever asks, so it reveals no accounts.
 */
export async function requestReactivation({
  db,
  mail,
  inbox,
  email,
  message,
  client,
}: {
  db: Db;
  mail: MailDelivery;
  inbox: string;
  email: string;
  message?: string;
  client: ClientContext;
}): Promise<{ message: string }> {
  const user = await findUserByEmail(db, email);
  if (user && (user.status === 'blocked' || user.deletedAt)) {
    await db.transaction(async (tx) => {
      await mail.queueEmail(tx, {
        toAddress: inbox,
        subject: `Reactivation request: ${user.firstName} ${user.lastName}`,
        textBody: [
          `${user.firstName} ${user.lastName} (${user.email}, ${user.role}) asks for their account to be reactivated.`,
          `Account state: ${user.deletedAt ? 'deleted' : 'blocked'}.`,
          '',
          message ? `Their message:\n${message}` : 'They left no message.',
          '',
          'Review it in the admin area (Users) before unblocking.',
        ].join('\n'),
      });
      await recordAuditEvent({
        db: tx,
        action: 'user.reactivation_requested',
        subjectUserId: user.id,
        recordType: 'user',
        recordId: user.id,
        context: client,
      });
    });
  }
  return { message: accountEmailMessages.reactivationReceived };
}
