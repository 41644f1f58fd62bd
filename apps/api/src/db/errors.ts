/**
 * What PostgreSQL's refusals mean, for repositories and the use cases that turn them into answers:
 * a unique index refused a write (a name, code or number taken, perhaps at the same moment).
 */

/** True when `error` is PostgreSQL's unique violation (both drivers, wrapped by Drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
