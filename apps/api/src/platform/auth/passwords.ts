import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@curo/core/auth';
import { hash, type Options, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
// (`Algorithm.Argon2id` is a const enum, which isolated modules cannot read: its value is 2.)
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

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
