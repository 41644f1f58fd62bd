import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';

/**
 * Who may do what with Medicare (issue 13). Platform admins manage the MBS items (the routes say
 * so). A patient asks whether their own consult could be bulk billed. A consult's Medicare account
 * is emailed to its patient at the request of the patient, the consult's doctor or an admin;
 * anyone else (a nurse who booked it, a guest) learns nothing: 404, as for a consult that does not
 * exist.
 */
export function mayRequestMedicareAccount(
  principal: Principal,
  consult: { patientId: string; doctorId: string | null },
): boolean {
  if (principal.role === 'admin') return true;
  return principal.userId === consult.patientId || principal.userId === consult.doctorId;
}

export function assertMayRequestMedicareAccount(
  principal: Principal,
  consult: { patientId: string; doctorId: string | null } | undefined,
): asserts consult is { patientId: string; doctorId: string | null } {
  if (!consult || !mayRequestMedicareAccount(principal, consult)) throw notFound('Appointment not found');
}
