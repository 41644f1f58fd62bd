import type { TTokenResponse } from '@curo/core/auth';
import { totpMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import {
  TOTP_CHALLENGE_MAX_TRIES,
  TOTP_CHALLENGE_MINUTES,
  type TTotpChallengeResponse,
  totpChallengeMessages,
} from '@curo/core/users';
import type { Db, Executor } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { SecretBox } from '../../platform/auth/secret-box';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { clearFailedAttempts, findUserById, recordFailedAttempt, type UserRow } from '../users';
import { canSignIn, toUserDto } from '../users/user-dto';
import {
  addChallengeWrongAttempt,
  findOpenChallenge,
  insertLoginChallenge,
  markChallengeUsed,
} from './login-challenges.repository';
import { type ClientContext, hashToken, issueTokens, newSecretToken } from './session-tokens';
import { assertFailuresUnderLimit, attemptsOf, recordAttempt } from './sign-in-throttle';
import { checkTotp } from './totp';

export type SignInMethod = 'password' | 'magicLink' | 'smsPin' | 'emailPin' | 'google';
export type SignInResult = TTokenResponse | TTotpChallengeResponse;

/**
 * The end of every sign-in path, once its first factor is proven: a user with TOTP turned on
 * gets a short-lived challenge to answer with their authenticator code; anyone else gets a
 * session at once. Either way the path's checks (blocked, deleted) have already run.
 */
export async function completeSignIn({
  db,
  tokens,
  user,
  client,
  method,
  includeUser = true,
}: {
  db: Executor;
  tokens: AccessTokens;
  user: UserRow;
  client: ClientContext;
  method: SignInMethod;
  includeUser?: boolean;
}): Promise<SignInResult> {
  if (user.totpEnabledAt) {
    const challenge = newSecretToken();
    await insertLoginChallenge(db, {
      userId: user.id,
      tokenHash: hashToken(challenge),
      method,
      expiresAt: new Date(Date.now() + TOTP_CHALLENGE_MINUTES * 60 * 1000),
    });
    return { totpRequired: true, challenge };
  }
  return startSession({ db, tokens, user, client, method, includeUser });
}

async function startSession({
  db,
  tokens,
  user,
  client,
  method,
  includeUser,
}: {
  db: Executor;
  tokens: AccessTokens;
  user: UserRow;
  client: ClientContext;
  method: string;
  includeUser: boolean;
}): Promise<TTokenResponse> {
  await clearFailedAttempts(db, user.id);
  const issued = await issueTokens({ db, tokens, user, client });
  await recordAuditEvent({
    db,
    action: 'auth.login',
    actorId: user.id,
    subjectUserId: user.id,
    context: client,
    details: { method },
  });
  return includeUser ? { ...issued, user: toUserDto(user) } : issued;
}

const expired = () => new AppError(ErrorCode.UNAUTHORIZED, totpChallengeMessages.expired);

/**
 * `POST /auth/verify-totp`: the authenticator code that finishes a challenged sign-in. Five wrong
 * codes spend the challenge; each also counts towards this IP's throttle on the account's second
 * step (10 in 15 minutes), which no one without the password can reach.
 */
export async function verifyTotpChallenge({
  db,
  tokens,
  box,
  pepper,
  challenge,
  code,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  box: SecretBox;
  /** Keys the sign-in throttle. */
  pepper: string;
  challenge: string;
  code: string;
  client: ClientContext;
}): Promise<TTokenResponse> {
  const row = await findOpenChallenge(db, hashToken(challenge), TOTP_CHALLENGE_MAX_TRIES);
  if (!row) throw expired();
  const user = await findUserById(db, row.userId);
  if (!user || !canSignIn(user)) throw expired();
  const attempts = attemptsOf(pepper, 'totp', user.id, client.ip);
  await assertFailuresUnderLimit(db, attempts);
  if (!(await checkTotp(db, box, user, code))) {
    await addChallengeWrongAttempt(db, row.id);
    await recordAttempt(db, attempts);
    await recordFailedAttempt(db, user.id);
    await recordAuditEvent({
      db,
      action: 'auth.login_failed',
      subjectUserId: user.id,
      context: client,
      details: { method: row.method, reason: 'totp' },
    });
    throw new AppError(ErrorCode.VALIDATION_ERROR, totpMessages.invalidCode);
  }
  return db.transaction(async (tx) => {
    if (!(await markChallengeUsed(tx, row.id))) throw expired();
    return startSession({ db: tx, tokens, user, client, method: `${row.method}+totp`, includeUser: true });
  });
}
