import { and, count, eq, isNull, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInThrottle } from '../../db/schema/identity';

export type TThrottleScope = (typeof signInThrottle.$inferInsert)['scope'];

interface ThrottleKey {
  scope: TThrottleScope;
  keyHash: string;
  /** Counts only this IP's attempts; null counts every attempt on the key. */
  ip: string | null;
}

const matching = ({ scope, keyHash, ip }: ThrottleKey, minutes: number) =>
  and(
    eq(signInThrottle.scope, scope),
    eq(signInThrottle.keyHash, keyHash),
    ip === null ? undefined : eq(signInThrottle.ip, ip),
    sql`${signInThrottle.createdAt} > now() - make_interval(mins => ${minutes})`,
  );

/** How many attempts on the key fall in the last `minutes`, and when the oldest of them was. */
export async function countThrottleEvents(
  db: Executor,
  key: ThrottleKey,
  minutes: number,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(signInThrottle.createdAt) })
    .from(signInThrottle)
    .where(matching(key, minutes));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordThrottleEvent(db: Executor, key: ThrottleKey): Promise<void> {
  await db.insert(signInThrottle).values({ scope: key.scope, keyHash: key.keyHash, ip: key.ip });
}

/** Forgets the key's attempts from this IP (the owner got in). */
export async function clearThrottleEvents(db: Executor, key: ThrottleKey): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(
      and(
        eq(signInThrottle.scope, key.scope),
        eq(signInThrottle.keyHash, key.keyHash),
        key.ip === null ? isNull(signInThrottle.ip) : eq(signInThrottle.ip, key.ip),
      ),
    );
}

/** Removes attempts older than any throttle looks back; answers how many. */
export async function deleteThrottleEventsBefore(db: Executor, before: Date): Promise<number> {
  const removed = await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.createdAt, before))
    .returning({ id: signInThrottle.id });
  return removed.length;
}
