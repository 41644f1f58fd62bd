import type { TRole } from '@curo/core/auth';
import type { TConsultSettings } from '@curo/core/scheduling';
import type { TShiftKind } from '@curo/core/scheduling-on-demand';
import type { Principal } from '../../../platform/auth/auth-guard';
import type { DoctorChoice } from '../appointments.policy';
import type { AppointmentRow } from '../appointments.repository';
import { consultSettingsOf } from '../manage-availability';
import type { EmergencyOfferRow, findActiveDoctor, ShiftRow } from './on-demand.repository';

/**
 * Who may do what on demand: hold, see and change shifts, take the next patient from the instant
 * queue, and claim an instant, emergency, callback or offline consult. Every on-demand use case
 * asks here; the route has already said which roles may call it at all. What the answers need
 * from the database (an offer, being on shift, a specialty) the use case passes in, so the rules
 * stay pure; the facts that cost a query are asked for only when the rule gets to them.
 */

/** A doctor (or instant doctor) as the on-demand rules see them. */
export interface OnDemandDoctor {
  id: string;
  role: TRole;
  settings: TConsultSettings;
}

export const onDemandDoctor = (
  row: NonNullable<Awaited<ReturnType<typeof findActiveDoctor>>>,
): OnDemandDoctor => ({
  id: row.user.id,
  role: row.user.role,
  settings: consultSettingsOf(row.consultSettings),
});

/** Who takes emergencies: doctors whose consult settings say so (instant doctors never). */
export const takesEmergencies = (doctor: OnDemandDoctor) =>
  doctor.role === 'doctor' && doctor.settings.acceptsEmergency;

/** Who gives a consult to a doctor rather than taking it: an admin, whom its history records as dispatching it. */
export const dispatches = (principal: Principal) => principal.role === 'admin';

/**
 * Whom a shift or a claim is for: an admin acts for the doctor they name, and must name one;
 * anyone else for themselves only.
 */
export function doctorActedFor(principal: Principal, named: string | undefined): DoctorChoice {
  if (principal.role === 'admin') return named ? { doctorId: named } : 'nameOne';
  return !named || named === principal.userId ? { doctorId: principal.userId } : 'notYours';
}

/** Who may hold a shift of `kind`: instant shifts are instant doctors'; emergency shifts, doctors who take emergencies. */
export const mayHoldShift = (kind: TShiftKind, doctor: OnDemandDoctor) =>
  kind === 'instant' ? doctor.role === 'instantDoctor' : takesEmergencies(doctor);

/**
 * Whose shifts a list shows: admins and nurses run the rosters, so everyone's (or the doctor they
 * ask for); a doctor sees their own. Null: a doctor asking for someone else's (404).
 */
export function shiftListOf(principal: Principal, asked: string | undefined): { doctorId?: string } | null {
  if (principal.role === 'admin' || principal.role === 'nurse') return { doctorId: asked };
  return !asked || asked === principal.userId ? { doctorId: principal.userId } : null;
}

/** A shift the caller may change or remove: their own, or anyone's for an admin (others: 404). */
export const mayChangeShift = (principal: Principal, shift: Pick<ShiftRow, 'doctorId'>) =>
  principal.role === 'admin' || shift.doctorId === principal.userId;

/** Who may take the next patient from the instant queue: an instant doctor on an instant shift now. */
export async function mayTakeFromQueue(principal: Principal, onShift: () => Promise<boolean>) {
  return principal.role === 'instantDoctor' && (await onShift());
}

/** What a claim needs to know beyond the consult and the doctor taking it. */
export interface ClaimFacts {
  /** The taker's offer of an emergency, if it was offered to them. */
  offer?: Pick<EmergencyOfferRow, 'status'>;
  /** Whether the taker is on a shift for the consult's kind now. */
  onShift: () => Promise<boolean>;
  /** Whether the consult's specialty (if it names one) is one the taker practises. */
  practises: () => Promise<boolean>;
}

/**
 * What a doctor claiming a consult may know of it (`POST /appointments/{id}/accept`):
 * - `sees`: an admin dispatching it; the doctor it names; while it names nobody, an instant doctor
 *   for an instant consult, a doctor it was offered to for an emergency, a doctor practising its
 *   specialty (or any, when it names none) for a callback or offline consult;
 * - `offered` or `wasOpen`: it was theirs to race for and names another doctor now, so they hear
 *   it was taken (for `wasOpen`, once its history shows a claim) rather than a puzzling 404;
 * - null: it is not theirs at all, and does not exist for them (404), so ids cannot be probed.
 */
export async function claimSight(
  principal: Principal,
  row: AppointmentRow,
  taker: OnDemandDoctor,
  facts: ClaimFacts,
): Promise<'sees' | 'offered' | 'wasOpen' | null> {
  if (dispatches(principal) || row.doctorId === taker.id) return 'sees';
  const offered = row.type === 'emergency' && facts.offer !== undefined;
  const open =
    (row.type === 'callback' || row.type === 'offline') &&
    taker.role === 'doctor' &&
    (await facts.practises());
  if (row.doctorId === null)
    return (row.type === 'instant' && taker.role === 'instantDoctor') || offered || open ? 'sees' : null;
  if (offered) return 'offered';
  return open ? 'wasOpen' : null;
}

/** Why a doctor may not take a consult they can see; accept.ts says each in words. */
export type TakeRefusal =
  | 'notInstantDoctor'
  | 'notOnShift'
  | 'noEmergencies'
  | 'offerDeclined'
  | 'offerClosed'
  | 'noOffer'
  | 'notDoctor'
  | 'kindNotTaken'
  | 'notClaimable';

/**
 * Whether the doctor may take the consult, or why not:
 * - instant: an instant doctor on an instant shift now;
 * - emergency: a doctor who takes emergencies, holding an open offer for it; an admin may give it
 *   to any such doctor (it is recorded as dispatched), but not to one whose offer was closed;
 * - callback and offline: a doctor who takes that kind.
 */
export async function takeRefusal(
  principal: Principal,
  row: AppointmentRow,
  taker: OnDemandDoctor,
  facts: ClaimFacts,
): Promise<TakeRefusal | null> {
  const dispatching = dispatches(principal);
  switch (row.type) {
    case 'instant':
      if (taker.role !== 'instantDoctor') return 'notInstantDoctor';
      return (await facts.onShift()) ? null : 'notOnShift';
    case 'emergency':
      if (!takesEmergencies(taker)) return 'noEmergencies';
      if (facts.offer?.status === 'declined' && !dispatching) return 'offerDeclined';
      if (facts.offer?.status === 'closed') return 'offerClosed';
      if (!facts.offer && !dispatching) return 'noOffer';
      return null;
    case 'callback':
    case 'offline':
      if (taker.role !== 'doctor') return 'notDoctor';
      return taker.settings.kinds.includes(row.type) ? null : 'kindNotTaken';
    default:
      return 'notClaimable';
  }
}
