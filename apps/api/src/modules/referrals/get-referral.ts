import { referralMessages, sydneyDay, type TReferral } from '@curo/core/referrals';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { toReferralDto } from './referral-dto';
import { isStaffRead, referralScope } from './referrals.policy';
import { findReferralView } from './referrals.repository';

/** `GET /referrals/{id}`: one referral in the caller's reach (404 otherwise); staff reads are audited. */
export async function getReferral({
  db,
  principal,
  referralId,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  referralId: string;
  client: ClientContext;
  now?: Date;
}): Promise<TReferral> {
  const scope = referralScope(principal);
  const view = scope && (await findReferralView(db, referralId, scope, sydneyDay(now)));
  if (!view) throw notFound(referralMessages.notFound);
  if (isStaffRead(principal, view.referral.patientId))
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: view.referral.patientId,
      recordType: 'referral',
      recordId: view.referral.id,
      context: client,
      details: { appointmentId: view.referral.appointmentId },
    });
  return toReferralDto(view);
}
