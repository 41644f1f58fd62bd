import {
  REFERRALS_PAGE_SIZE,
  sydneyDay,
  type TReferralList,
  type TReferralListQuery,
} from '@curo/core/referrals';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { toReferralDto } from './referral-dto';
import { isStaffRead, referralScope } from './referrals.policy';
import { listReferralViews } from './referrals.repository';

/**
 * `GET /referrals`: the caller's referrals, newest first, 20 a page, optionally one status or one
 * consult's. Staff reading patients' referrals is a read of health data: one audit event per
 * patient on the page (`patient.record_viewed`, record type `referral`), naming the referrals.
 */
export async function listReferrals({
  db,
  principal,
  query,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  query: TReferralListQuery;
  client: ClientContext;
  now?: Date;
}): Promise<TReferralList> {
  const scope = referralScope(principal);
  if (!scope) return { items: [], total: 0, page: query.page, pageSize: REFERRALS_PAGE_SIZE };
  const { rows, total } = await listReferralViews(db, {
    scope,
    today: sydneyDay(now),
    status: query.status,
    appointmentId: query.appointmentId,
    page: query.page,
    pageSize: REFERRALS_PAGE_SIZE,
  });
  const byPatient = new Map<string, string[]>();
  for (const { referral } of rows)
    if (isStaffRead(principal, referral.patientId))
      byPatient.set(referral.patientId, [...(byPatient.get(referral.patientId) ?? []), referral.id]);
  for (const [patientId, referralIds] of byPatient)
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: patientId,
      recordType: 'referral',
      recordId: referralIds.length === 1 ? referralIds[0] : null,
      context: client,
      details: { referralIds, list: true },
    });
  return { items: rows.map(toReferralDto), total, page: query.page, pageSize: REFERRALS_PAGE_SIZE };
}
