import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents, users } from '../../db/schema/identity';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  subjectUserId?: string;
  page: number;
  pageSize: number;
}

export function searchAuditEvents(db: Executor, filter: AuditFilter) {
  const conditions = [
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.subjectUserId ? eq(auditEvents.subjectUserId, filter.subjectUserId) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(auditEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
}

/**
 * Staff reads of one person's record, break-glass openings (with their reason) and admins acting
 * as them, with who, newest first.
 */
export function accessesOf(db: Executor, subjectUserId: string, limit: number) {
  return db
    .select({
      at: auditEvents.createdAt,
      action: auditEvents.action,
      details: auditEvents.details,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.subjectUserId, subjectUserId),
        inArray(auditEvents.action, ['patient.record_viewed', 'patient.break_glass', 'mask.started']),
        ne(auditEvents.actorId, subjectUserId),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

/**
 * The subjects `actorId` has `action` events about since `since`, newest event first, with when
 * and what was recorded. With `subjectUserId`, only that person's.
 */
export function recentEventsBy(
  db: Executor,
  filter: { action: string; actorId: string; since: Date; subjectUserId?: string },
) {
  return db
    .select({
      subjectUserId: auditEvents.subjectUserId,
      createdAt: auditEvents.createdAt,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.actorId, filter.actorId),
        eq(auditEvents.action, filter.action),
        gt(auditEvents.createdAt, filter.since),
        filter.subjectUserId ? eq(auditEvents.subjectUserId, filter.subjectUserId) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
}

/** Failed sign-ins against one account in the last `minutes` (the per-account rate limit). */
export async function countRecentFailures(db: Executor, userId: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectUserId, userId),
        eq(auditEvents.action, 'auth.login_failed'),
        gt(auditEvents.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return Number(row?.n ?? 0);
}
