import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header is `Bearer <secret>`, compared in constant time, for the
 * machine-to-machine routes guarded by a configured secret rather than a session (`/metrics`, the
 * backup request). False when no secret is configured.
 */
export function isBearerOf(authorization: string | undefined, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
