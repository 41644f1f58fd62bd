import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { type AppointmentRow, findAppointment } from './appointments.repository';

/**
 * An appointment the caller takes part in: the patient, the doctor, or an admin. Anyone else's
 * (and one that does not exist) answers 404, so ids cannot be probed. Nurses, company admins and
 * instant doctors get their scoped lists with the lists work.
 */
export async function appointmentFor(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<AppointmentRow> {
  const row = await findAppointment(db, id);
  const mine =
    row &&
    (principal.role === 'admin' || row.patientId === principal.userId || row.doctorId === principal.userId);
  if (!row || !mine) throw notFound('Appointment not found');
  return row;
}
