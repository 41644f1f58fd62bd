import type { Executor } from '../../db/client';
import { insertAuditEvent } from './audit.repository';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.refresh_reuse'
  | 'auth.session_revoked'
  | 'auth.password_reset'
  | 'auth.totp_enabled'
  | 'auth.totp_disabled'
  | 'user.created'
  | 'user.updated'
  | 'user.blocked'
  | 'user.unblocked'
  | 'user.soft_deleted'
  | 'patient.record_viewed';

export interface AuditContext {
  ip?: string | null;
  userAgent?: string | null;
}

/** Appends one event to the audit trail. Details must never hold a secret. */
export async function recordAuditEvent({
  db,
  action,
  actorId = null,
  subjectUserId = null,
  recordType = null,
  recordId = null,
  context = {},
  details = {},
}: {
  db: Executor;
  action: AuditAction;
  actorId?: string | null;
  subjectUserId?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  context?: AuditContext;
  details?: Record<string, unknown>;
}): Promise<void> {
  await insertAuditEvent(db, {
    action,
    actorId,
    subjectUserId,
    recordType,
    recordId,
    ip: context.ip ?? null,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    details,
  });
}
