/**
 * What PostgreSQL's refusals mean, for repositories and the use cases that turn them into answers:
 * a unique index refused a write (a name, code or number taken, perhaps at the same moment), the
 * no-overlap exclusion constraint refused a booking, or two transactions deadlocked.
 */

/** Whether `error` carries this SQLSTATE: both drivers, wrapped by Drizzle (in `cause`) or not. */
function hasSqlState(error: unknown, state: string): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === state || e?.cause?.code === state;
}

/** True when `error` is PostgreSQL's unique violation. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** True when an exclusion constraint (a doctor's no-overlap rule) refused the row. */
export const isExclusionViolation = (error: unknown) => hasSqlState(error, '23P01');

/** True when PostgreSQL aborted the transaction as one side of a deadlock (deadlock_detected). */
export const isDeadlock = (error: unknown) => hasSqlState(error, '40P01');
