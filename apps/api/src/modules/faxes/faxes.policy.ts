import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../users';
import { recordAccess } from '../users/users.policy';

/**
 * Who works received faxes (decision 0041): platform admins only; the routes say so
 * (`access: ['admin']`), so anyone else is refused with 403 before a fax is looked at. A company
 * admin sees none: faxes are the clinic's mail, not an employer's.
 */
export const FAX_ADMIN_ROLES = ['admin'] as const;

/**
 * A fax filed into a patient's record is part of it: admins, and the clinicians treating the patient
 * (a consult, or break-glass, decision 0021) read it. The patient does not see it here, nor does an
 * employer; anyone refused gets 404 `User not found`, as for an id that does not exist.
 */
export async function assertMayReadPatientFaxes(
  db: Executor,
  viewer: Principal,
  patient: UserRow | undefined,
  now: Date = new Date(),
): Promise<'admin' | 'consult' | 'breakGlass'> {
  const access = patient && patient.role === 'patient' ? await recordAccess(db, viewer, patient, now) : null;
  if (access === 'admin' || access === 'consult' || access === 'breakGlass') return access;
  throw notFound('User not found');
}
