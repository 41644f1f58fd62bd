import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/identity';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}
