import { ErrorCode } from '@curo/core/errors';
import { faxWords, type TMoveReceivedFax, type TReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, auditedChange } from '../audit';
import { findUserById } from '../users';
import { toReceivedFaxDto } from './fax-dto';
import { findAppointmentPatient, findReceivedFax, updateReceivedFax } from './faxes.repository';

/**
 * `POST /ReceivedFaxes/move`: files a fax into a patient's record (folder `filed`), into one of
 * their consults (which files it under the consult's patient too), or back to a tray (inbox,
 * referrals, results, other), which takes it out of any record. A patient or consult that does not
 * exist (or an account that is not a patient, or is deleted) is 404; a deleted fax must be restored
 * first (409). Filing marks the fax read. Audited, with the patient as the subject.
 */
export async function moveFax({
  db,
  principal,
  client,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  input: TMoveReceivedFax;
  now?: Date;
}): Promise<TReceivedFax> {
  const fax = await findReceivedFax(db, input.id);
  if (!fax) throw notFound(faxWords.notFound);
  if (fax.deletedAt) throw new AppError(ErrorCode.INVALID_STATE, faxWords.deleted);
  const { to } = input;
  let patch: Parameters<typeof updateReceivedFax>[2];
  if (to.kind === 'folder') {
    patch = { folder: to.folder, patientId: null, appointmentId: null, filedAt: null, filedBy: null };
  } else {
    let patientId: string;
    let appointmentId: string | null = null;
    if (to.kind === 'appointment') {
      const appointment = await findAppointmentPatient(db, to.appointmentId);
      if (!appointment) throw notFound(faxWords.appointmentNotFound);
      patientId = appointment.patientId;
      appointmentId = appointment.id;
    } else {
      patientId = to.patientId;
    }
    const patient = await findUserById(db, patientId);
    if (patient?.role !== 'patient' || patient.deletedAt) throw notFound(faxWords.patientNotFound);
    patch = {
      folder: 'filed',
      patientId,
      appointmentId,
      filedAt: now,
      filedBy: principal.actorId ?? principal.userId,
      readAt: fax.readAt ?? now,
    };
  }
  await auditedChange(
    db,
    (tx) => updateReceivedFax(tx, fax.id, patch),
    () => ({
      action: 'fax.moved',
      ...actorsOf(principal),
      subjectUserId: patch.patientId ?? fax.patientId,
      recordType: 'received_fax',
      recordId: fax.id,
      context: client,
      details: { to: to.kind === 'folder' ? to.folder : to.kind, appointmentId: patch.appointmentId ?? null },
    }),
  );
  const moved = await findReceivedFax(db, fax.id);
  if (!moved) throw notFound(faxWords.notFound);
  return toReceivedFaxDto(moved);
}
