import type { Principal } from '../../../platform/auth/auth-guard';
import type { WaitlistEntryRow } from './waitlist.repository';

/** Who may join the waitlist: patients, for themselves. */
export const waitlisting = ['patient'] as const;

/** A place on the waitlist is its patient's alone to give up (anyone else: 404). */
export function mayLeave(principal: Principal, entry: WaitlistEntryRow): boolean {
  return entry.patientId === principal.userId;
}
