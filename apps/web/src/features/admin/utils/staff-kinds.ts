import { STAFF_ROLES, type TRole, type TStaffRole } from '@curo/core/auth';

/** The path segment of `/users/{kind}` for each kind of staff account. */
export const STAFF_KIND_SEGMENT: Record<TStaffRole, string> = {
  doctor: 'doctors',
  nurse: 'nurses',
  companyAdmin: 'companyAdmins',
  instantDoctor: 'instantDoctors',
};

export const isStaffRole = (role: TRole): role is TStaffRole =>
  (STAFF_ROLES as readonly TRole[]).includes(role);

/** Doctors and on-demand doctors both have a public handle, specialties and a provider number. */
export const hasDoctorProfile = (role: TStaffRole) => role === 'doctor' || role === 'instantDoctor';
