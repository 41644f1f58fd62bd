import type { TPatientIhi } from '@curo/core/ihi';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { actorsOf, recordAuditEvent } from '../audit';
import { consultForIhi } from './ihi.policy';
import { ihiOf } from './ihi.repository';
import { toIhiDto } from './ihi-dto';

/**
 * `GET /appointments/{id}/ihi`: the IHI of the consult's patient, for those who may submit it; a
 * clinician's or admin's read is a view of the patient's record (audited).
 */
export async function getIhi({
  db,
  principal,
  appointmentId,
  client,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  client: ClientContext;
}): Promise<TPatientIhi> {
  const consult = await consultForIhi(db, principal, appointmentId);
  if (principal.userId !== consult.patientId)
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: consult.patientId,
      recordType: 'ihi',
      recordId: consult.patientId,
      context: client,
      details: { appointmentId: consult.id },
    });
  return toIhiDto(consult.patientId, await ihiOf(db, consult.patientId));
}
