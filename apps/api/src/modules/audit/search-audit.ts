import { Readable } from 'node:stream';
import {
  AUDIT_EXPORT_ROW_LIMIT,
  AUDIT_PAGE_SIZE,
  RECORD_VIEW_ACTIONS,
  RECORD_VIEWS_SCREEN_LIMIT,
  type TAuditFilters,
  type TRecordViewsQuery,
} from '@curo/core/audit';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import { csvLine } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { inSydney, sydneyRange } from '../../platform/sydney-dates';
import {
  type AuditFilter,
  accessesOf,
  countAuditEvents,
  personById,
  recentEventsBy,
  recordViewsBy,
  searchAuditEvents,
} from './audit.repository';
import { type AuditAction, type AuditContext, actorsOf, recordAuditEvent } from './record-audit-event';

const HISTORY_LIMIT = 200;
/** Events read a query at a time while an export streams. */
const EXPORT_BATCH = 1_000;

type Caller = { userId: string; actorId?: string };

/** The query's filters as the repository takes them: Sydney dates become instants. */
function auditFilterOf(filter: TAuditFilters): AuditFilter {
  return {
    action: filter.action,
    actorId: filter.actorId,
    subjectUserId: filter.subjectUserId,
    ...sydneyRange(filter),
  };
}

type EventRow = Awaited<ReturnType<typeof searchAuditEvents>>[number];

const eventDto = (r: EventRow) => ({
  id: r.id,
  action: r.action,
  actorId: r.actorId,
  actorName: r.actorName,
  actorRole: r.actorRole,
  actingAsId: r.actingAsId,
  actingAsName: r.actingAsName,
  subjectUserId: r.subjectUserId,
  subjectName: r.subjectName,
  subjectRole: r.subjectRole,
  recordType: r.recordType,
  recordId: r.recordId,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

/** Admin search of the audit trail, newest first, a page at a time, with names beside the ids. */
export async function searchAudit({
  db,
  filter,
}: {
  db: Executor;
  filter: TAuditFilters & { page: number };
}) {
  const rows = await searchAuditEvents(db, auditFilterOf(filter), {
    limit: AUDIT_PAGE_SIZE,
    offset: (filter.page - 1) * AUDIT_PAGE_SIZE,
  });
  return { items: rows.map(eventDto), page: filter.page, pageSize: AUDIT_PAGE_SIZE };
}

const tooLarge = (what: string) =>
  new AppError(
    ErrorCode.EXPORT_TOO_LARGE,
    `More than ${AUDIT_EXPORT_ROW_LIMIT.toLocaleString('en-AU')} ${what} match, more than one file can hold. Narrow the dates or filters and export again`,
  );

const AUDIT_HEADER = [
  'When (UTC)',
  'When (Sydney)',
  'Action',
  'By (ID)',
  'By',
  'By (role)',
  'Acting as (ID)',
  'Acting as',
  'About (ID)',
  'About',
  'About (role)',
  'Record type',
  'Record ID',
  'IP address',
  'Details',
];

async function* auditCsvLines(db: Executor, filter: AuditFilter): AsyncGenerator<string> {
  yield csvLine(AUDIT_HEADER);
  let after: { createdAt: Date; id: string } | undefined;
  let written = 0;
  while (written < AUDIT_EXPORT_ROW_LIMIT) {
    const rows = await searchAuditEvents(db, filter, {
      limit: Math.min(EXPORT_BATCH, AUDIT_EXPORT_ROW_LIMIT - written),
      after,
    });
    for (const r of rows)
      yield csvLine([
        r.createdAt.toISOString(),
        inSydney(r.createdAt),
        r.action,
        r.actorId,
        r.actorName,
        r.actorRole,
        r.actingAsId,
        r.actingAsName,
        r.subjectUserId,
        r.subjectName,
        r.subjectRole,
        r.recordType,
        r.recordId,
        r.ip,
        r.details && Object.keys(r.details).length ? JSON.stringify(r.details) : null,
      ]);
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The filtered trail as CSV, streamed a batch at a time. Refused (422 EXPORT_TOO_LARGE) when more
 * than AUDIT_EXPORT_ROW_LIMIT events match: a trail cut short could mislead whoever reads it. The
 * export is itself recorded (`export.audit_trail`) before the first byte goes out, at the instant
 * the file stops at, so the file never holds its own record.
 */
export async function exportAuditTrail({
  db,
  principal,
  client,
  filter,
  now = new Date(),
}: {
  db: Executor;
  principal: Caller;
  client: AuditContext;
  filter: TAuditFilters;
  now?: Date;
}): Promise<{ rows: number; body: Readable }> {
  const range = auditFilterOf(filter);
  const upTo: AuditFilter = { ...range, before: range.before && range.before < now ? range.before : now };
  const rows = await countAuditEvents(db, upTo, AUDIT_EXPORT_ROW_LIMIT + 1);
  if (rows > AUDIT_EXPORT_ROW_LIMIT) throw tooLarge('events');
  await recordAuditEvent({
    db,
    action: 'export.audit_trail',
    ...actorsOf(principal),
    recordType: 'audit_trail',
    context: client,
    details: { filters: filter, rows },
    at: now,
  });
  return { rows, body: Readable.from(auditCsvLines(db, upTo)) };
}

type ViewRow = Awaited<ReturnType<typeof recordViewsBy>>[number];

async function recordViewsOf(db: Executor, query: TRecordViewsQuery, limit: number) {
  const { from, before } = sydneyRange(query) as { from: Date; before: Date };
  const [actor, rows] = await Promise.all([
    personById(db, query.actorId),
    recordViewsBy(db, { actorId: query.actorId, from, before, actions: RECORD_VIEW_ACTIONS }, limit),
  ]);
  return { actor, rows, total: rows[0]?.total ?? 0 };
}

/**
 * "Everyone whose record this person opened between two Sydney dates": one row a person with the
 * first and last view and how many (docs/decisions/0052), latest first, at most
 * RECORD_VIEWS_SCREEN_LIMIT of them; `total` says how many in all.
 */
export async function recordViews({ db, query }: { db: Executor; query: TRecordViewsQuery }) {
  const { actor, rows, total } = await recordViewsOf(db, query, RECORD_VIEWS_SCREEN_LIMIT);
  return {
    actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`, role: actor.role } : null,
    from: query.from,
    to: query.to,
    total,
    items: rows.map((r: ViewRow) => ({
      subjectUserId: r.subjectUserId,
      subjectName: r.subjectName,
      subjectEmail: r.subjectEmail,
      subjectRole: r.subjectRole,
      firstViewedAt: r.firstViewedAt.toISOString(),
      lastViewedAt: r.lastViewedAt.toISOString(),
      views: r.views,
    })),
  };
}

const VIEWS_HEADER = [
  'Person (ID)',
  'Person',
  'Email',
  'Role',
  'First opened (UTC)',
  'First opened (Sydney)',
  'Last opened (UTC)',
  'Last opened (Sydney)',
  'Times opened',
  'Opened by (ID)',
  'Opened by',
];

/**
 * The record-views report as CSV: every person, up to AUDIT_EXPORT_ROW_LIMIT (more is refused,
 * 422), recorded as `export.record_views` about the person whose views they are.
 */
export async function exportRecordViews({
  db,
  principal,
  client,
  query,
}: {
  db: Executor;
  principal: Caller;
  client: AuditContext;
  query: TRecordViewsQuery;
}): Promise<{ rows: number; body: Readable }> {
  const { actor, rows, total } = await recordViewsOf(db, query, AUDIT_EXPORT_ROW_LIMIT + 1);
  if (total > AUDIT_EXPORT_ROW_LIMIT) throw tooLarge('people');
  await recordAuditEvent({
    db,
    action: 'export.record_views',
    ...actorsOf(principal),
    subjectUserId: actor ? query.actorId : null,
    recordType: 'record_views',
    context: client,
    details: { filters: query, rows: rows.length },
  });
  const actorName = actor ? `${actor.firstName} ${actor.lastName}` : null;
  function* lines() {
    yield csvLine(VIEWS_HEADER);
    for (const r of rows)
      yield csvLine([
        r.subjectUserId,
        r.subjectName,
        r.subjectEmail,
        r.subjectRole,
        r.firstViewedAt.toISOString(),
        inSydney(r.firstViewedAt),
        r.lastViewedAt.toISOString(),
        inSydney(r.lastViewedAt),
        r.views,
        query.actorId,
        actorName,
      ]);
  }
  return { rows: rows.length, body: Readable.from(lines()) };
}

/**
 * A patient's access history: the staff who opened their record, and when; for a break-glass
 * opening, the reason the clinician gave (the patient is owed it: docs/decisions/0021).
 */
export async function accessHistory({ db, patientId }: { db: Executor; patientId: string }) {
  return { items: await accessEntries(db, patientId, HISTORY_LIMIT) };
}

/**
 * Openings of a patient's record kept for their copy of it (decision 0057): far more than the
 * account page lists, and still a stated bound, so one export can never read an unbounded trail.
 */
export const EXPORTED_ACCESS_LIMIT = 10_000;

/** The whole access history, newest first, up to {@link EXPORTED_ACCESS_LIMIT}, for the patient's copy of their record. */
export function exportAccessHistoryFor({ db, patientId }: { db: Executor; patientId: string }) {
  return accessEntries(db, patientId, EXPORTED_ACCESS_LIMIT);
}

async function accessEntries(db: Executor, patientId: string, limit: number) {
  const rows = await accessesOf(db, patientId, limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    viewerName: `${r.firstName} ${r.lastName}`,
    viewerRole: r.role,
    action: r.action,
    reason: r.action === 'patient.break_glass' ? reasonOf(r.details) : null,
  }));
}

const reasonOf = (details: unknown): string | null => {
  const reason = (details as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
};

/**
 * What one person recorded with `action` after `since` (about `subjectUserId`, if given), newest
 * first: how another module reads a grant it keeps in the trail, such as break-glass access.
 */
export async function recentActionsBy({
  db,
  actorId,
  action,
  since,
  subjectUserId,
}: {
  db: Executor;
  actorId: string;
  action: AuditAction;
  since: Date;
  subjectUserId?: string;
}): Promise<Array<{ subjectUserId: string | null; at: Date; reason: string | null }>> {
  const rows = await recentEventsBy(db, { action, actorId, since, subjectUserId });
  return rows.map((r) => ({ subjectUserId: r.subjectUserId, at: r.createdAt, reason: reasonOf(r.details) }));
}
