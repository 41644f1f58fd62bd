import { ErrorCode } from '@curo/core/errors';
import { ihiMessages, type TPatientIhi } from '@curo/core/ihi';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { actorsOf, auditedChange } from '../audit';
import { consultForIhi } from './ihi.policy';
import { ihiOf, saveIhi } from './ihi.repository';
import { toIhiDto } from './ihi-dto';

/**
 * `POST /appointments/{id}/submit/ihi`: records the IHI (already checked: prefix 800360, Luhn) on
 * the consult's patient as unverified, with who submitted it and when, in one audited change. The
 * HI Service is not called (decision 0040).
 */
export async function submitIhi({
  db,
  principal,
  appointmentId,
  ihi,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  ihi: string;
  client: ClientContext;
  now?: Date;
}): Promise<TPatientIhi> {
  const consult = await consultForIhi(db, principal, appointmentId);
  // The consult's patient row is the account holder: a family member's IHI would land on them.
  if (consult.familyMemberId) throw new AppError(ErrorCode.BAD_REQUEST, ihiMessages.familyMember);
  await auditedChange(
    db,
    (tx) => saveIhi(tx, { patientId: consult.patientId, ihi, submittedBy: principal.userId, at: now }),
    () => ({
      action: 'patient.ihi_submitted',
      ...actorsOf(principal),
      subjectUserId: consult.patientId,
      recordType: 'ihi',
      recordId: consult.patientId,
      context: client,
      // Never the number itself: the trail says that it changed, not what it is.
      details: { appointmentId: consult.id, status: 'unverified' },
    }),
  );
  return toIhiDto(consult.patientId, await ihiOf(db, consult.patientId));
}
