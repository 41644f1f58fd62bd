import { BREAK_GLASS_MINUTES, type TBreakGlassGrant } from '@curo/core/users';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { mayBreakGlass } from './users.policy';
import { findUserById } from './users.repository';

/**
 * `POST /users/{id}/breakGlass`: a clinician with no consult with a patient opens their record
 * for BREAK_GLASS_MINUTES, giving a reason. The audit event is the grant: the trail is
 * append-only, so a grant can be neither stretched nor erased, and users.policy.ts reads it back.
 * The patient sees it, reason and all, in their access history. Only a patient who exists and is
 * not deleted can be opened this way; anyone else answers 404 as the record itself would.
 */
export async function breakGlass({
  db,
  principal,
  id,
  reason,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  id: string;
  reason: string;
  client: ClientContext;
  now?: Date;
}): Promise<TBreakGlassGrant> {
  const target = await findUserById(db, id);
  if (!target || !mayBreakGlass(principal, target)) throw notFound('User not found');
  const grantedAt = now;
  const expiresAt = new Date(grantedAt.getTime() + BREAK_GLASS_MINUTES * 60_000);
  await recordAuditEvent({
    db,
    action: 'patient.break_glass',
    ...actorsOf(principal),
    subjectUserId: target.id,
    recordType: 'user',
    recordId: target.id,
    context: client,
    details: { reason, minutes: BREAK_GLASS_MINUTES },
    at: grantedAt,
  });
  return {
    patientId: target.id,
    reason,
    grantedAt: grantedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}
