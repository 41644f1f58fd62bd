import type { TPatientFaxList } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { actorsOf } from '../audit';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserById } from '../users';
import { toReceivedFaxDto } from './fax-dto';
import { assertMayReadPatientFaxes } from './faxes.policy';
import { listPatientFaxes } from './faxes.repository';

/**
 * `GET /ReceivedFaxes/patient/{patientId}`: the faxes filed into a patient's record, for admins and
 * the clinicians treating them (decision 0021; 404 for anyone else). Audited as a read of the record.
 */
export async function getPatientFaxes({
  db,
  principal,
  client,
  patientId,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  patientId: string;
  now?: Date;
}): Promise<TPatientFaxList> {
  const access = await assertMayReadPatientFaxes(db, principal, await findUserById(db, patientId), now);
  const rows = await listPatientFaxes(db, patientId);
  await recordAuditEvent({
    db,
    action: 'patient.record_viewed',
    ...actorsOf(principal),
    subjectUserId: patientId,
    recordType: 'received_faxes',
    recordId: patientId,
    context: client,
    details: { access, count: rows.length },
  });
  return { items: rows.map(toReceivedFaxDto) };
}
