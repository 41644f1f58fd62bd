import type { Principal } from '../../platform/auth/auth-guard';
import type { SpecialtyRow } from './specialties.repository';

/**
 * Who may read a specialty: anyone when it is public; a hidden one only an admin, who edits it.
 * To anyone else it does not exist (404).
 */
export const maySeeSpecialty = (principal: Principal | null, specialty: Pick<SpecialtyRow, 'public'>) =>
  specialty.public || principal?.role === 'admin';
