import { RECORD_VIEW_ACTIONS } from '@curo/core/audit';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditEvents, users } from '../../db/schema/identity';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** The trail's filters as instants: `from` inclusive, `before` exclusive. */
export interface AuditFilter {
  action?: string;
  actorId?: string;
  subjectUserId?: string;
  from?: Date;
  before?: Date;
}

const actor = alias(users, 'actor');
const actingAs = alias(users, 'acting_as');
const subject = alias(users, 'subject');
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

function conditionsOf(filter: AuditFilter) {
  const conditions = [
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.subjectUserId ? eq(auditEvents.subjectUserId, filter.subjectUserId) : undefined,
    filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
    filter.before ? lt(auditEvents.createdAt, filter.before) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Events of the trail, newest first, with the names and roles of the people involved beside their
 * ids: one query, the users table joined three times (actor, acting as, subject). `after` continues
 * after an event already read (keyset: its time and id), for an export read in batches.
 */
export function searchAuditEvents(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset?: number; after?: { createdAt: Date; id: string } },
) {
  const after = page.after
    ? or(
        lt(auditEvents.createdAt, page.after.createdAt),
        and(eq(auditEvents.createdAt, page.after.createdAt), lt(auditEvents.id, page.after.id)),
      )
    : undefined;
  const where = conditionsOf(filter);
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorName: fullName(actor),
      actorRole: actor.role,
      actingAsId: auditEvents.actingAsId,
      actingAsName: fullName(actingAs),
      subjectUserId: auditEvents.subjectUserId,
      subjectName: fullName(subject),
      subjectRole: subject.role,
      recordType: auditEvents.recordType,
      recordId: auditEvents.recordId,
      ip: auditEvents.ip,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(actingAs, eq(actingAs.id, auditEvents.actingAsId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(where && after ? and(where, after) : (where ?? after))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many events match, counting no further than `atMost` (enough to tell "too many to export"). */
export async function countAuditEvents(db: Executor, filter: AuditFilter, atMost: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(conditionsOf(filter))
    .limit(atMost)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

/**
 * A breach investigation's question in one query: everyone whose record `actorId` opened (the
 * `actions` that count as a view) in [from, before), one row a person, with the first and last
 * view and how many, latest view first; `total` is how many people in all (before the limit).
 * The actor's own record is left out, as in the access history.
 */
export function recordViewsBy(
  db: Executor,
  filter: { actorId: string; from: Date; before: Date; actions: readonly string[] },
  limit: number,
) {
  const firstViewedAt = sql<Date>`min(${auditEvents.createdAt})`.mapWith(auditEvents.createdAt);
  const lastViewedAt = sql<Date>`max(${auditEvents.createdAt})`.mapWith(auditEvents.createdAt);
  return db
    .select({
      subjectUserId: sql<string>`${auditEvents.subjectUserId}`,
      subjectName: fullName(subject),
      subjectEmail: subject.email,
      subjectRole: subject.role,
      firstViewedAt,
      lastViewedAt,
      views: sql<number>`count(*)::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(auditEvents)
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(
      and(
        eq(auditEvents.actorId, filter.actorId),
        inArray(auditEvents.action, [...filter.actions]),
        isNotNull(auditEvents.subjectUserId),
        ne(auditEvents.subjectUserId, filter.actorId),
        gte(auditEvents.createdAt, filter.from),
        lt(auditEvents.createdAt, filter.before),
      ),
    )
    .groupBy(auditEvents.subjectUserId, subject.firstName, subject.lastName, subject.email, subject.role)
    .orderBy(desc(sql`max(${auditEvents.createdAt})`), auditEvents.subjectUserId)
    .limit(limit);
}

/** A person's name and role, for the heading of a report about them; null when there is no such account. */
export async function personById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
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
        inArray(auditEvents.action, [...RECORD_VIEW_ACTIONS]),
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
