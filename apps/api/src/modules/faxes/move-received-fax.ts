import { ErrorCode } from '@curo/core/errors';
import { faxWords, type TMoveReceivedFax, type TReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { findUserById } from '../users';
import { findAppointmentPatient } from './faxes.repository';
import { changeReceivedFax, type ReceivedFaxPatch, receivedFaxOr404 } from './received-fax-change';

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
  const fax = await receivedFaxOr404(db, input.id);
  if (fax.deletedAt) throw new AppError(ErrorCode.INVALID_STATE, faxWords.deleted);
  const { to } = input;
  let patch: ReceivedFaxPatch;
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
  return changeReceivedFax(db, { principal, client }, fax, patch, {
    action: 'fax.moved',
    subjectUserId: patch.patientId ?? fax.patientId,
    details: { to: to.kind === 'folder' ? to.folder : to.kind, appointmentId: patch.appointmentId ?? null },
  });
}
