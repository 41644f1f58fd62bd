import { authMessages, type TLoginRequest, type TTokenResponse } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { canSignIn, toUserDto } from '../users/user-dto';
import { clearFailedAttempts, findUserByEmail, recordFailedAttempt } from '../users/users.repository';
import { type ClientContext, issueTokens } from './session-tokens';

/** After this many consecutive failures the account stops accepting passwords until reset. */
export const MAX_CONSECUTIVE_FAILURES = 100;

const invalid = () => new AppError(401, ErrorCode.UNAUTHORIZED, authMessages.invalidCredentials);

/**
 * Password sign-in. Unknown email, wrong password and a locked account answer alike, and take
 * as long, so the answer does not reveal who has an account. A blocked or deleted user is told
 * only that the account cannot sign in, and only after the right password.
 */
export async function login({
  db,
  tokens,
  credentials,
  client,
  includeUser,
}: {
  db: Db;
  tokens: AccessTokens;
  credentials: TLoginRequest;
  client: ClientContext;
  includeUser: boolean;
}): Promise<TTokenResponse> {
  const user = await findUserByEmail(db, credentials.email);
  if (!user?.passwordHash) {
    await verifyAgainstDecoy(credentials.password);
    await recordAuditEvent({
      db,
      action: 'auth.login_failed',
      context: client,
      details: { reason: 'unknown' },
    });
    throw invalid();
  }
  const ok =
    (await verifyPassword(user.passwordHash, credentials.password)) &&
    user.failedAttempts < MAX_CONSECUTIVE_FAILURES;
  if (!ok) {
    await recordFailedAttempt(db, user.id);
    await recordAuditEvent({
      db,
      action: 'auth.login_failed',
      subjectUserId: user.id,
      context: client,
      details: { method: 'password' },
    });
    throw invalid();
  }
  if (!canSignIn(user)) {
    await recordAuditEvent({
      db,
      action: 'auth.login_failed',
      subjectUserId: user.id,
      context: client,
      details: { method: 'password', reason: user.status === 'blocked' ? 'blocked' : 'deleted' },
    });
    throw new AppError(403, 'ACCOUNT_UNAVAILABLE', authMessages.accountUnavailable);
  }
  return db.transaction(async (tx) => {
    await clearFailedAttempts(tx, user.id);
    const issued = await issueTokens({ db: tx, tokens, user, client });
    await recordAuditEvent({
      db: tx,
      action: 'auth.login',
      actorId: user.id,
      subjectUserId: user.id,
      context: client,
      details: { method: 'password' },
    });
    return includeUser ? { ...issued, user: toUserDto(user) } : issued;
  });
}
