import type { Principal } from '../../platform/auth/auth-guard';

/**
 * Whose working hours, consult settings and calendar feed the caller may see and change: a
 * doctor's (or instant doctor's) own, or anyone's for an admin. Anyone else is told the doctor
 * does not exist (404), so ids cannot be probed. Reading a doctor's consult settings is public
 * (patients need the lengths, kinds and price) and asks nothing here.
 */
export const mayManageSchedule = (principal: Principal, doctorId: string) =>
  principal.userId === doctorId || principal.role === 'admin';
