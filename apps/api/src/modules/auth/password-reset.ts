import { PASSWORD_RESET_TTL_MINUTES, passwordResetMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { ClientContext } from '../../platform/auth/auth-guard';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserByEmail, findUserById, setPasswordHash } from '../users';
import { canSignIn } from '../users/user-dto';
import { emailOneTimeLink } from './email-link';
import { consumeMagicToken, countRecentMagicTokens } from './magic-tokens.repository';
import { hashToken } from './session-tokens';
import { revokeAllUserSessions } from './sessions.repository';

const SENDS_PER_HOUR = 5;

/** Emails a link to choose a new password; the same answer whether or not the account exists. */
export async function requestPasswordReset({
  db,
  mail,
  email,
  publicUrl,
}: {
  db: Db;
  mail: MailDelivery;
  email: string;
  publicUrl: string;
}): Promise<{ message: string }> {
  const user = await findUserByEmail(db, email);
  if (
    user &&
    canSignIn(user) &&
    (await countRecentMagicTokens(db, user.id, 'passwordReset')) < SENDS_PER_HOUR
  ) {
    await emailOneTimeLink({
      db,
      mail,
      user,
      purpose: 'passwordReset',
      ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
      subject: 'Choose a new Curo password',
      link: (token) => `${publicUrl}/request-password?token=${token}`,
      intro: 'Use this link to choose a new password.',
      outro: 'If you did not ask for it, ignore this email: your password stays as it is.',
    });
  }
  return { message: passwordResetMessages.sent };
}

/** Sets a new password with a reset link, and signs the account out everywhere. */
export async function resetPassword({
  db,
  token,
  password,
  client,
}: {
  db: Db;
  token: string;
  password: string;
  client: ClientContext;
}): Promise<{ message: string }> {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(ErrorCode.VALIDATION_ERROR, problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeMagicToken(tx, hashToken(token), 'passwordReset');
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || !canSignIn(user)) throw new AppError(ErrorCode.UNAUTHORIZED, passwordResetMessages.invalid);
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeAllUserSessions(tx, user.id, 'password reset');
    await recordAuditEvent({
      db: tx,
      action: 'auth.password_reset',
      actorId: user.id,
      subjectUserId: user.id,
      context: client,
    });
    return { message: passwordResetMessages.done };
  });
}
