import type { TRole } from '@curo/core/auth';
import type { Principal } from '../../platform/auth/auth-guard';
import type { UserRow } from './users.repository';

const CLINICAL: readonly TRole[] = ['doctor', 'nurse', 'instantDoctor'];

/**
 * Whether `viewer` may see `target`'s record. Patients see themselves; clinicians see patients;
 * company admins see their own company's people; admins see everyone. Anything else is answered
 * as if the record did not exist (404), so ids cannot be probed.
 */
export function canViewUser(viewer: Principal & { companyId: string | null }, target: UserRow): boolean {
  if (viewer.userId === target.id) return true;
  if (viewer.role === 'admin') return true;
  if (target.deletedAt) return false;
  if (viewer.role === 'companyAdmin')
    return viewer.companyId !== null && target.companyId === viewer.companyId;
  if (CLINICAL.includes(viewer.role)) return target.role === 'patient';
  return false;
}

/** Who may search patients, and within which company. */
export function patientSearchScope(
  viewer: Principal & { companyId: string | null },
): { companyId?: string } | null {
  if (viewer.role === 'admin' || CLINICAL.includes(viewer.role)) return {};
  if (viewer.role === 'companyAdmin' && viewer.companyId) return { companyId: viewer.companyId };
  return null;
}
