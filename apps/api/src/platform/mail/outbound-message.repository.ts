import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboundMessages } from '../../db/schema/messages';

export type OutboundMessage = typeof outboundMessages.$inferSelect;
export type NewOutboundMessage = Pick<
  typeof outboundMessages.$inferInsert,
  'channel' | 'toAddress' | 'subject' | 'textBody' | 'replyTo' | 'attachments'
>;

export async function insertOutboundMessage(
  db: Executor,
  message: NewOutboundMessage,
): Promise<OutboundMessage> {
  const [row] = await db.insert(outboundMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Claims up to `limit` due messages for one delivery attempt. The claim pushes each message's
 * next attempt past the lease, so another instance (or a crash mid-send) cannot send it twice
 * within the lease; SKIP LOCKED keeps concurrent workers off each other's rows.
 */
export async function claimDueMessages(
  db: Executor,
  channels: Array<OutboundMessage['channel']>,
  limit: number,
  leaseMs: number,
): Promise<OutboundMessage[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.status, 'pending'),
        inArray(outboundMessages.channel, channels),
        lte(outboundMessages.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(outboundMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboundMessages)
    .set({
      attempts: sql`${outboundMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(outboundMessages.id, due))
    .returning();
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(outboundMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outboundMessages.id, id));
}

export async function markFailedAttempt(
  db: Executor,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(outboundMessages)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` },
    )
    .where(eq(outboundMessages.id, id));
}

export async function listRecentMessages(db: Executor, limit: number): Promise<OutboundMessage[]> {
  return db
    .select()
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
}

/** Messages waiting to be sent, by channel (for `/metrics`). */
export async function countPendingByChannel(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ channel: outboundMessages.channel, n: count() })
    .from(outboundMessages)
    .where(eq(outboundMessages.status, 'pending'))
    .groupBy(outboundMessages.channel);
  return Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)]));
}
