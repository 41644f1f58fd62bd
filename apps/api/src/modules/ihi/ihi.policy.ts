import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { appointmentFor, partyOf } from '../scheduling/appointments.policy';

const CLINICIANS: readonly string[] = ['doctor', 'instantDoctor', 'nurse'];

/**
 * Who may submit and read the IHI of a consult's patient (decision 0040): the patient, for their
 * own consult; its treating clinicians (its doctor, and a doctor or nurse who booked it or was
 * added to it); admins. Anyone else, and a consult that does not exist, gets 404.
 */
export async function consultForIhi(db: Executor, principal: Principal, appointmentId: string) {
  const row = await appointmentFor(db, principal, appointmentId);
  if (principal.role === 'admin') return row;
  const party = partyOf(principal, row);
  if (party === 'patient' || party === 'doctor') return row;
  if (CLINICIANS.includes(principal.role)) return row;
  throw notFound('Appointment not found');
}
