import type { Executor } from '../../db/client';
import { accessesOf, recentEventsBy, searchAuditEvents } from './audit.repository';
import type { AuditAction } from './record-audit-event';

const PAGE_SIZE = 50;
const HISTORY_LIMIT = 200;

/** Admin search of the audit trail, newest first, 50 a page. */
export async function searchAudit({
  db,
  filter,
}: {
  db: Executor;
  filter: { action?: string; actorId?: string; subjectUserId?: string; page: number };
}) {
  const rows = await searchAuditEvents(db, { ...filter, pageSize: PAGE_SIZE });
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorId: r.actorId,
      actingAsId: r.actingAsId,
      subjectUserId: r.subjectUserId,
      recordType: r.recordType,
      recordId: r.recordId,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * A patient's access history: the staff who opened their record, and when; for a break-glass
 * opening, the reason the clinician gave (the patient is owed it: docs/decisions/0021).
 */
export async function accessHistory({ db, patientId }: { db: Executor; patientId: string }) {
  const rows = await accessesOf(db, patientId, HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      at: r.at.toISOString(),
      viewerName: `${r.firstName} ${r.lastName}`,
      viewerRole: r.role,
      action: r.action,
      reason: r.action === 'patient.break_glass' ? reasonOf(r.details) : null,
    })),
  };
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
