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
import type { ClientContext } from './session-tokens';
import { assertFailuresUnderLimit, attemptsOf, forgetFailures, recordAttempt } from './sign-in-throttle';

const invalid = () => new AppError(ErrorCode.UNAUTHORIZED, authMessages.invalidCredentials);

/**
 * Password sign-in. Unknown email and wrong password answer alike, and take as long, so the answer
 * does not reveal who has an account; after 10 failures on one address from one IP in 15 minutes
 * that IP waits (429), for unknown addresses as for accounts, and the owner elsewhere signs in as
 * usual (decision 0054). A blocked or deleted user is told only that the account cannot sign in,
 * and only after the right password.
 */
export async function login({
  db,
  tokens,
  pepper,
  credentials,
  client,
  includeUser,
}: {
  db: Db;
  tokens: AccessTokens;
  /** Keys the sign-in throttle. */
  pepper: string;
  credentials: TLoginRequest;
  client: ClientContext;
  includeUser: boolean;
}): Promise<SignInResult> {
  const attempts = attemptsOf(pepper, 'login', credentials.email, client.ip);
  await assertFailuresUnderLimit(db, attempts);
  const user = await findUserByEmail(db, credentials.email);
  if (!user?.passwordHash) {
    await verifyAgainstDecoy(credentials.password);
    await recordAttempt(db, attempts);
    await recordAuditEvent({
      db,
      action: 'auth.login_failed',
      context: client,
      details: { reason: 'unknown' },
    });
    throw invalid();
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    await recordAttempt(db, attempts);
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
  await forgetFailures(db, attempts);
  return db.transaction((tx) =>
    completeSignIn({ db: tx, tokens, user, client, method: 'password', includeUser }),
  );
}
