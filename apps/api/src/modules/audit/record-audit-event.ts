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
  | 'user.reactivation_requested'
  | 'patient.record_viewed'
  | 'patient.break_glass'
  | 'mask.started'
  | 'mask.denied'
  | 'mask.ended'
  | 'mask.request'
  | 'content.created'
  | 'content.updated'
  | 'content.deleted'
  | 'schedule.updated';

export interface AuditContext {
  ip?: string | null;
  userAgent?: string | null;
}

/** Who acts in a request: the person really there, and whom they act as in a masked session. */
export const actorsOf = (principal: { userId: string; actorId?: string }) =>
  principal.actorId
    ? { actorId: principal.actorId, actingAsId: principal.userId }
    : { actorId: principal.userId, actingAsId: null };

/** Appends one event to the audit trail. Details must never hold a secret. */
export async function recordAuditEvent({
  db,
  action,
  actorId = null,
  actingAsId = null,
  subjectUserId = null,
  recordType = null,
  recordId = null,
  context = {},
  details = {},
  at,
}: {
  db: Executor;
  action: AuditAction;
  actorId?: string | null;
  /** Mask login: the account `actorId` was acting as. */
  actingAsId?: string | null;
  subjectUserId?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  context?: AuditContext;
  details?: Record<string, unknown>;
  /** When it happened, if the caller's clock must agree with a time it reports (a grant's expiry). */
  at?: Date;
}): Promise<void> {
  await insertAuditEvent(db, {
    action,
    actorId,
    actingAsId,
    subjectUserId,
    recordType,
    recordId,
    ip: context.ip ?? null,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    details,
    ...(at ? { createdAt: at } : {}),
  });
}
