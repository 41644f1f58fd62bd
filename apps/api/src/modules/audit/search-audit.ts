import type { Executor } from '../../db/client';
import { accessesOf, searchAuditEvents } from './audit.repository';

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

/** A patient's access history: the staff who opened their record, and when. */
export async function accessHistory({ db, patientId }: { db: Executor; patientId: string }) {
  const rows = await accessesOf(db, patientId, HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      at: r.at.toISOString(),
      viewerName: `${r.firstName} ${r.lastName}`,
      viewerRole: r.role,
      action: r.action,
    })),
  };
}
