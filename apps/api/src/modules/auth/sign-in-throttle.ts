import { createHmac } from 'node:crypto';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  clearThrottleEvents,
  countThrottleEvents,
  recordThrottleEvent,
  type TThrottleScope,
} from './sign-in-throttle.repository';

// Sign-in throttles (decision 0054). None of them locks an account: a wrong password from one place
// slows that place down, never the owner signing in from another; and every throttle counts an
// address whether or not it has an account, so a 429 says nothing about who is a patient.

/** Per address and IP: at most this many failed sign-ins in the window, then 429 until it passes. */
export const ACCOUNT_FAILURES_PER_WINDOW = 10;
export const ACCOUNT_FAILURE_WINDOW_MINUTES = 15;
export const tooManyFailuresMessage = `Too many failed sign-ins for this account. Try again in ${ACCOUNT_FAILURE_WINDOW_MINUTES} minutes, or reset your password.`;

/** The sign-in attempts of one address (or one account's second step) from one client. */
export interface Attempts {
  scope: TThrottleScope;
  keyHash: string;
  ip: string | null;
}

/**
 * The throttle key of an address or account id: an HMAC with the server's pepper, so the table
 * holds no addresses. Addresses compare without case, as sign-in does.
 */
export function attemptsOf(
  pepper: string,
  scope: TThrottleScope,
  identifier: string,
  ip: string | null,
): Attempts {
  const keyHash = createHmac('sha256', pepper)
    .update(`${scope}:${identifier.trim().toLowerCase()}`)
    .digest('base64url');
  return { scope, keyHash, ip };
}

/** Refuses (429, with the seconds to wait) once `limit` attempts fall in the last `minutes`. */
export async function assertUnderLimit(
  db: Executor,
  attempts: Attempts,
  { limit, minutes, message }: { limit: number; minutes: number; message: string },
): Promise<void> {
  const { n, oldest } = await countThrottleEvents(db, attempts, minutes);
  if (n < limit) return;
  const freesAt = (oldest?.getTime() ?? Date.now()) + minutes * 60_000;
  throw new AppError(ErrorCode.RATE_LIMITED, message, {
    retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)),
  });
}

/** Refuses (429) a sign-in from a client that has failed too often lately on this address. */
export const assertFailuresUnderLimit = (db: Executor, attempts: Attempts) =>
  assertUnderLimit(db, attempts, {
    limit: ACCOUNT_FAILURES_PER_WINDOW,
    minutes: ACCOUNT_FAILURE_WINDOW_MINUTES,
    message: tooManyFailuresMessage,
  });

export const recordAttempt = (db: Executor, attempts: Attempts) => recordThrottleEvent(db, attempts);

/** The owner got in from here: this client's failures on the address are forgotten. */
export const forgetFailures = (db: Executor, attempts: Attempts) => clearThrottleEvents(db, attempts);
