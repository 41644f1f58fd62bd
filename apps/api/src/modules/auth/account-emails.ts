import { ErrorCode } from '@curo/core/errors';
import {
  accountEmailMessages,
  EMAIL_CONFIRMATION_TTL_MINUTES,
  EMAIL_CONFIRMATIONS_PER_HOUR,
} from '@curo/core/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserByEmail, findUserById, markEmailVerified, type UserRow } from '../users';
import { emailOneTimeLink } from './email-link';
import { countRecentMagicTokens, findMagicToken, spendMagicToken } from './magic-tokens.repository';
import { hashToken } from './session-tokens';

/** The page a verification link opens; the token follows `#token=`, so it never reaches a server log. */
export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email#token=${token}`;

/**
 * Emails `user` a link that confirms their address: single use, valid for a day, stored hashed.
 * Following it does not sign anyone in; it only marks the address verified.
 */
async function emailVerificationLink({
  db,
  mail,
  user,
  publicUrl,
  intro,
}: {
  db: Db;
  mail: MailDelivery;
  user: UserRow;
  publicUrl: string;
  intro: string;
}): Promise<void> {
  await emailOneTimeLink({
    db,
    mail,
    user,
    purpose: 'verifyEmail',
    ttlMinutes: EMAIL_CONFIRMATION_TTL_MINUTES,
    validFor: '24 hours',
    subject: 'Confirm your email for Curo',
    link: (token) => verifyEmailLink(publicUrl, token),
    intro,
    outro: 'If you did not create a Curo account, you can ignore this email.',
  });
}

/**
 * After sign-up: the new patient's verification email. The account already exists, so a failure
 * here is logged and the sign-up still succeeds; the account page offers to send another.
 */
export async function sendVerificationAtSignUp({
  db,
  mail,
  userId,
  publicUrl,
  log,
}: {
  db: Db;
  mail: MailDelivery;
  userId: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  try {
    const user = await findUserById(db, userId);
    if (!user || user.emailVerifiedAt) return;
    await emailVerificationLink({
      db,
      mail,
      user,
      publicUrl,
      intro: 'Welcome to Curo. Please follow this link to confirm your email address.',
    });
  } catch (err) {
    log.error({ err, userId }, 'the verification email could not be queued');
  }
}

/**
 * `POST /emails/sendConfirmationSignUp`: another verification link for the signed-in person
 * ("Resend verification email" on the account page), at most EMAIL_CONFIRMATIONS_PER_HOUR an hour.
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
  if ((await countRecentMagicTokens(db, user.id, 'verifyEmail')) >= EMAIL_CONFIRMATIONS_PER_HOUR)
    throw new AppError(ErrorCode.RATE_LIMITED, accountEmailMessages.tooManyConfirmations);
  await emailVerificationLink({
    db,
    mail,
    user,
    publicUrl,
    intro: 'Please follow this link to confirm your email address for Curo.',
  });
  return { message: accountEmailMessages.confirmationSent };
}

/**
 * `POST /auth/verify-email`: the token from a verification link marks its account's email
 * verified. A used, expired or unknown token each says so plainly (410, 410, 404); the link's
 * clock is the app's, so tests can move it.
 */
export async function verifyEmail({
  db,
  token,
  client,
}: {
  db: Db;
  token: string;
  client: ClientContext;
}): Promise<{ message: string }> {
  const row = await findMagicToken(db, hashToken(token), 'verifyEmail');
  if (!row) throw notFound(accountEmailMessages.linkInvalid);
  if (row.usedAt) throw new AppError(ErrorCode.LINK_USED, accountEmailMessages.linkUsed);
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError(ErrorCode.LINK_EXPIRED, accountEmailMessages.linkExpired);
  await db.transaction(async (tx) => {
    if (!(await spendMagicToken(tx, row.id)))
      throw new AppError(ErrorCode.LINK_USED, accountEmailMessages.linkUsed);
    await markEmailVerified(tx, row.userId);
    await recordAuditEvent({
      db: tx,
      action: 'user.email_verified',
      actorId: row.userId,
      subjectUserId: row.userId,
      recordType: 'user',
      recordId: row.userId,
      context: client,
    });
  });
  return { message: accountEmailMessages.verified };
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
