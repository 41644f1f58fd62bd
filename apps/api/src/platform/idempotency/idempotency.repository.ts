import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/billing';

/** How long a key's answer is kept: a retry after that is a new request. */
export const KEY_LIFETIME_HOURS = 24;

/**
 * How long a first request may go unanswered before its key is taken to have died with its server
 * (a crash, a SIGKILL) and a retry may act: longer than any request can run (Stripe's calls give up
 * after 20 s and are tried 3 times), so a request still running is never acted on twice.
 */
export const ABANDONED_AFTER_SECONDS = 120;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key for a first request: true when this request is the one to act. A key older than
 * its lifetime is claimed afresh, and so is one whose first request never answered and has been
 * running longer than any request can (its server died): otherwise every retry would wait, then
 * hear "still in progress", for a day (decision 0062).
 */
export async function claimKey(
  db: Executor,
  claim: { userId: string; key: string; fingerprint: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        fingerprint: claim.fingerprint,
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})
        or (${idempotencyKeys.responseStatus} is null
            and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function saveAnswer(
  db: Executor,
  at: { userId: string; key: string },
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, at.userId), eq(idempotencyKeys.key, at.key)));
}

/** Lets the key go after a failure that is not an answer (a crash, an outage): a retry acts again. */
export async function releaseKey(db: Executor, at: { userId: string; key: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, at.userId), eq(idempotencyKeys.key, at.key)));
}

/**
 * Lets go of every key whose first request never answered. Only for a database no other server
 * uses (embedded PGlite, at start-up): any request it was running died with the last process.
 */
export async function releaseUnansweredKeys(db: Executor): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(isNull(idempotencyKeys.responseStatus))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
