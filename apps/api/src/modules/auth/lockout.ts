import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { countRecentFailures } from '../audit';

/** After this many consecutive failed sign-ins of any kind the account stops accepting them until reset. */
export const MAX_CONSECUTIVE_FAILURES = 100;

/** Per account: at most this many failed sign-ins in the window, then 429 until it passes. */
export const ACCOUNT_FAILURES_PER_WINDOW = 10;
export const ACCOUNT_FAILURE_WINDOW_MINUTES = 15;
export const tooManyFailuresMessage = `Too many failed sign-ins for this account. Try again in ${ACCOUNT_FAILURE_WINDOW_MINUTES} minutes, or reset your password.`;

/** Refuses (429) a sign-in attempt on an account that has failed too often lately, whatever the IP. */
export async function assertAccountNotThrottled(db: Executor, userId: string): Promise<void> {
  if ((await countRecentFailures(db, userId, ACCOUNT_FAILURE_WINDOW_MINUTES)) >= ACCOUNT_FAILURES_PER_WINDOW)
    throw new AppError(ErrorCode.RATE_LIMITED, tooManyFailuresMessage);
}
