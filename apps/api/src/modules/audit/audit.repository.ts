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

/** Staff reads of one person's record (and admins acting as them), with who, newest first. */
export function accessesOf(db: Executor, subjectUserId: string, limit: number) {
  return db
    .select({
      at: auditEvents.createdAt,
      action: auditEvents.action,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.subjectUserId, subjectUserId),
        inArray(auditEvents.action, ['patient.record_viewed', 'mask.started']),
        ne(auditEvents.actorId, subjectUserId),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(limit);
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
