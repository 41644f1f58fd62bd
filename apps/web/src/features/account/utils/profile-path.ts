import type { TRole } from '@curo/core/auth';
import { paths } from '@curo/core/routes';

/** The profile page a role edits, or null for the roles that have none of their own. */
export function profilePathFor(role: TRole): string | null {
  switch (role) {
    case 'patient':
      return paths.accountProfile;
    case 'doctor':
    case 'instantDoctor':
      return paths.doctorProfile;
    default:
      return null;
  }
}
