import { availableParallelism } from 'node:os';
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@curo/core/auth';
import type { Options } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { HashingThreads } from './hashing-threads';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
// (`Algorithm.Argon2id` is a const enum, which isolated modules cannot read: its value is 2.)
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2 costs about 35 ms of a core a hash. A burst of sign-ins would take every core and starve
 * the event loop, which answers every other request; so hashing has threads of its own, the cores
 * less one of them, at a lower CPU priority, and a sign-in beyond that waits its turn (decisions
 * 0068, 0070). On a 2-core server that is one at a time: about 28 sign-ins a second.
 */
const hashing = new HashingThreads(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => hashing.hash(password, OPTIONS);

/** False for a wrong password or a hash argon2 cannot read; a failure of the hashing itself throws. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  hashing.verify(passwordHash, password);

/** A hash of nothing anyone knows, verified when the account does not exist so timing gives nothing away. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoy, password);
}

/**
 * NIST SP 800-63B: a minimum length, no composition rules, and no password from a list of those
 * most often used. Returns the problem, or null when the password is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return authMessages.passwordTooCommon;
  return null;
}
