import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { Principal } from '../../platform/auth/auth-guard';

/**
 * Who may do what with referrals (decision 0042), in one place. The routes let only the roles
 * named below in; these rules add ownership, and anything outside them answers 404.
 */

/** Consults a referral may be offered from: under way, or over (letters follow consults). */
export const OFFERABLE_STATUSES: readonly TAppointmentStatus[] = ['in_progress', 'ended', 'completed'];

/** Consults that no longer hold a booking, so a referral booked on one is free to book again. */
export const DEAD_BOOKING_STATUSES: readonly TAppointmentStatus[] = ['cancelled', 'expired'];

/** Who writes referrals: the consult's own doctor (a doctor, or an instant doctor on an instant consult). */
export const REFERRER_ROLES = ['doctor', 'instantDoctor'] as const;
/** Who reads lists of referrals; company admins never see clinical details (decision 0021). */
export const READER_ROLES = ['patient', 'doctor', 'instantDoctor', 'nurse', 'admin'] as const;

/** Whether the caller is the treating doctor of the consult. */
export const mayOfferFrom = (principal: Principal, consult: { doctorId: string | null }) =>
  (principal.role === 'doctor' || principal.role === 'instantDoctor') &&
  consult.doctorId === principal.userId;

/** Only the patient answers their referral (an admin acting as them, too: masked sessions are audited). */
export const mayAnswer = (principal: Principal, referral: { patientId: string }) =>
  principal.role === 'patient' && principal.userId === referral.patientId;

/** Only the doctor who wrote it sends the letter. */
export const maySend = (principal: Principal, referral: { referrerId: string }) =>
  principal.userId === referral.referrerId;

/**
 * Which referrals a caller sees, as a rule the repository turns into SQL:
 * - `all`: admins;
 * - `patient`: their own;
 * - `clinician`: those they wrote, and — once the patient has accepted it, so a refused or unanswered
 *   offer stays between the patient and its author — those addressed to them by name, to a
 *   specialty they list, or booked with them;
 * - `onTheCase`: a nurse's, on either consult (the one it came from, the one booked with it) as
 *   scheduling defines taking part in one.
 */
export type ReferralScope =
  | { kind: 'all' }
  | { kind: 'patient'; userId: string }
  | { kind: 'clinician'; userId: string; role: string }
  | { kind: 'onTheCase'; userId: string; role: string };

export function referralScope(principal: Principal): ReferralScope | null {
  switch (principal.role) {
    case 'admin':
      return { kind: 'all' };
    case 'patient':
      return { kind: 'patient', userId: principal.userId };
    case 'doctor':
    case 'instantDoctor':
      return { kind: 'clinician', userId: principal.userId, role: principal.role };
    case 'nurse':
      return { kind: 'onTheCase', userId: principal.userId, role: principal.role };
    default:
      return null;
  }
}

/** A read of someone else's referral is a staff read of health data: it goes in the audit trail. */
export const isStaffRead = (principal: Principal, patientId: string) => principal.userId !== patientId;
