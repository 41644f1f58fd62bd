import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointmentParticipants } from '../../db/schema/scheduling';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { type AppointmentRow, findAppointment } from './appointments.repository';

/** Whether the person is in the consult: patient, doctor, whoever booked it, or a participant. */
export async function takesPart(db: Executor, principal: Principal, row: AppointmentRow): Promise<boolean> {
  if (principal.role === 'admin') return true;
  if (row.patientId === principal.userId || row.doctorId === principal.userId) return true;
  if (row.bookedBy === principal.userId && principal.role !== 'patient') return true;
  const [participant] = await db
    .select({ id: appointmentParticipants.id })
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.appointmentId, row.id),
        eq(appointmentParticipants.userId, principal.userId),
      ),
    )
    .limit(1);
  return Boolean(participant);
}

/**
 * An appointment the caller takes part in: the patient, the doctor, staff who booked it, a
 * participant with an account, or an admin. Anyone else's (and one that does not exist) answers
 * 404, so ids cannot be probed. What each may do to it is decided by the action.
 */
export async function appointmentFor(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<AppointmentRow> {
  const row = await findAppointment(db, id);
  if (!row || !(await takesPart(db, principal, row))) throw notFound('Appointment not found');
  return row;
}
