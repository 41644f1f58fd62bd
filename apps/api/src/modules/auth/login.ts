import { authMessages, type TLoginRequest } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserByEmail, recordFailedAttempt } from '../users';
import { canSignIn } from '../users/user-dto';
import { completeSignIn, type SignInResult } from './complete-sign-in';
import { assertAccountNotThrottled, MAX_CONSECUTIVE_FAILURES } from './lockout';
import type { ClientContext } from './session-tokens';

const invalid = () => new AppError(ErrorCode.UNAUTHORIZED, authMessages.invalidCredentials);

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
}): Promise<SignInResult> {
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
  await assertAccountNotThrottled(db, user.id);
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
    throw new AppError(ErrorCode.ACCOUNT_UNAVAILABLE, authMessages.accountUnavailable);
  }
  return db.transaction((tx) =>
    completeSignIn({ db: tx, tokens, user, client, method: 'password', includeUser }),
  );
}
