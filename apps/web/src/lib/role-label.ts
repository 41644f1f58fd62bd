import type { TRole } from '@curo/core/auth';

const LABELS: Record<TRole, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  nurse: 'Nurse',
  companyAdmin: 'Company administrator',
  admin: 'Curo administrator',
  instantDoctor: 'On-demand doctor',
};

/** A role as people say it. */
export const roleLabel = (role: TRole): string => LABELS[role] ?? role;
