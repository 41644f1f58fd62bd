import type { Db, Executor } from '../../db/client';
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
  | 'user.deidentified'
  | 'user.reactivation_requested'
  | 'user.email_verified'
  | 'patient.record_viewed'
  | 'patient.break_glass'
  | 'patient.ihi_submitted'
  | 'file.uploaded'
  | 'file.deleted'
  | 'mask.started'
  | 'mask.denied'
  | 'mask.ended'
  | 'mask.request'
  | 'content.created'
  | 'content.updated'
  | 'content.deleted'
  | 'schedule.updated'
  | 'billing.discount_created'
  | 'billing.discount_updated'
  | 'billing.payment_refunded'
  | 'billing.mbs_item_created'
  | 'billing.mbs_item_updated'
  | 'document.issued'
  | 'document.shared'
  | 'document.downloaded'
  | 'fax.viewed'
  | 'fax.updated'
  | 'fax.moved'
  | 'fax.deleted'
  | 'fax.restored'
  | 'fax.purged'
  | 'fax.sent'
  | 'phone.settings_updated'
  | 'pharmacies.imported'
  | 'pharmacy.preferred_set'
  | 'document.sent_to_pharmacy'
  | 'phone.voicemail_played'
  | 'appointment.checked_in'
  | 'appointment.started'
  | 'appointment.ended'
  | 'appointment.completed'
  | 'appointment.cancelled'
  | 'appointment.reactivated'
  | 'appointment.rescheduled'
  | 'export.audit_trail'
  | 'export.record_views'
  | 'export.appointment_sheet'
  | 'export.my_record';

export interface AuditContext {
  ip?: string | null;
  userAgent?: string | null;
}

/** Who acts in a request: the person really there, and whom they act as in a masked session. */
export const actorsOf = (principal: { userId: string; actorId?: string }) =>
  principal.actorId
    ? { actorId: principal.actorId, actingAsId: principal.userId }
    : { actorId: principal.userId, actingAsId: null };

/** One audit event as a use case describes it; the executor it is written with comes separately. */
export interface AuditEventInput {
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
}

/** The audit event of an admin's change to public content (a company, specialty, FAQ, review…). */
export const contentEvent = (
  principal: { userId: string; actorId?: string },
  client: AuditContext,
  action: 'content.created' | 'content.updated' | 'content.deleted',
  recordType: string,
  recordId: string,
): AuditEventInput => ({ action, ...actorsOf(principal), recordType, recordId, context: client });

/**
 * Appends one event to the audit trail. Details must never hold a secret. An event that records a
 * change of data belongs in the change's transaction: use {@link auditedChange}, or pass the
 * transaction as `db`. Called with the pool it stands alone, which suits only events that change
 * nothing else (a read, a refused attempt).
 */
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
}: AuditEventInput & { db: Executor }): Promise<void> {
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

/**
 * Makes a change and writes its audit event in one transaction, so neither lands without the
 * other: a crash, or a failed audit insert, rolls the change back and the caller sees the error.
 *
 * `change` gets the transaction and must do all its reads and writes with it (never with `db`:
 * on PGlite a query on `db` waits for the open transaction and never runs). `event` turns the
 * change's result into the event to record, or `null`/`undefined` when the change turned out to
 * change nothing worth recording; an error thrown from it also rolls the change back. Work that
 * cannot join a transaction (storing a file, sending mail) happens before or after, not inside.
 *
 * @returns what `change` returned.
 */
export async function auditedChange<T>(
  db: Db,
  change: (tx: Executor) => Promise<T>,
  event: (result: T) => AuditEventInput | null | undefined,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const audit = event(result);
    if (audit) await recordAuditEvent({ db: tx, ...audit });
    return result;
  });
}
