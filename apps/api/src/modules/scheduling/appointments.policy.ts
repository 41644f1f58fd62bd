import type { TAppointmentType } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { detailsOf } from './appointment-dto';
import { type AppointmentRow, findAppointment, isParticipant } from './appointments.repository';
import { specialtiesOf } from './requests/requests.repository';
import type { AppointmentAction } from './state-machine';

/**
 * Who may see and do what to a consult: the one place scheduling answers it. Every use case of
 * an appointment asks here; none compares ids of its own.
 *
 * - Its patient and its doctor take part in it; so do staff who booked it (a nurse, say), and
 *   people added to it as participants with an account; admins see every consult.
 * - A request-kind consult that names no doctor is also open to the doctors it was made to.
 * - Anyone else learns nothing: the consult answers 404, as one that does not exist.
 */

/** The caller's own part in a consult, from the row alone: patient, doctor, staff booker, or none. */
export function partyOf(principal: Principal, row: AppointmentRow): 'patient' | 'doctor' | 'booker' | null {
  if (row.patientId === principal.userId) return 'patient';
  if (row.doctorId !== null && row.doctorId === principal.userId) return 'doctor';
  if (row.bookedBy === principal.userId && principal.role !== 'patient') return 'booker';
  return null;
}

/** Whether the person is in the consult: patient, doctor, whoever booked it, a participant, or an admin. */
export async function takesPart(db: Executor, principal: Principal, row: AppointmentRow): Promise<boolean> {
  if (principal.role === 'admin' || partyOf(principal, row)) return true;
  return isParticipant(db, row.id, principal.userId);
}

/**
 * An appointment the caller takes part in (takesPart). Anyone else's, and one that does not
 * exist, answers 404, so ids cannot be probed. What each may do to it is decided by the action.
 */
export async function appointmentFor(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<AppointmentRow> {
  const row = await findAppointment(db, id);
  if (!row || !(await takesPart(db, principal, row))) throw notFound('Appointment not found');
  return row;
}

/** Who may change who is in a consult: its patient and doctor, staff who booked it, admins. */
export function mayManageParticipants(principal: Principal, row: AppointmentRow): boolean {
  return principal.role === 'admin' || partyOf(principal, row) !== null;
}

/** Who may take each step of a consult's life, by their part in it (admins may take any). */
const STEP_TAKERS: Partial<Record<AppointmentAction, ReadonlyArray<'patient' | 'doctor'>>> = {
  checkIn: ['patient', 'doctor'],
  start: ['doctor'],
  waitForInformation: ['doctor'],
  resume: ['doctor'],
  runningLate: ['doctor'],
  end: ['doctor'],
  markAsCompleted: ['doctor'],
  reactivate: ['patient', 'doctor'],
  amend: ['patient', 'doctor'],
  changeSpecialist: ['doctor'],
};

/** Whether the caller may take `action` on a consult they take part in (transition-appointment.ts). */
export function mayTakeStep(principal: Principal, row: AppointmentRow, action: AppointmentAction): boolean {
  if (principal.role === 'admin') return true;
  const party = partyOf(principal, row);
  return party !== null && party !== 'booker' && (STEP_TAKERS[action] ?? []).includes(party);
}

/**
 * Who may reactivate a cancelled consult. A consult the patient cancelled comes back only with the
 * patient (they reactivate it themselves) or by an admin: its doctor may not put a patient back into
 * a consult they called off. One its doctor (or staff) cancelled, its doctor may reactivate too.
 * `cancelledBy` is the person who took the cancel step (as whom, for an admin acting as someone).
 */
export function mayReactivate(
  principal: Principal,
  row: AppointmentRow,
  cancelledBy: string | null | undefined,
): boolean {
  if (principal.role === 'admin' || partyOf(principal, row) === 'patient') return true;
  return cancelledBy !== row.patientId;
}

/**
 * Which reminders of a consult the caller may see and set: every one for an admin or its doctor,
 * their own for its patient. Null: none (a nurse or a guest in the consult), answered with 404.
 */
export function reminderAccess(principal: Principal, row: AppointmentRow): 'all' | 'own' | null {
  if (principal.role === 'admin') return 'all';
  const party = partyOf(principal, row);
  if (principal.role === 'patient' && party === 'patient') return 'own';
  if (principal.role === 'doctor' && party === 'doctor') return 'all';
  return null;
}

/** Who may confirm a held time: its patient, whoever held it for them, or an admin (anyone else: 404). */
export function mayConfirmHold(principal: Principal, row: AppointmentRow): boolean {
  return (
    row.patientId === principal.userId || row.bookedBy === principal.userId || principal.role === 'admin'
  );
}

/**
 * A patient booking their own consult (or a family member's): they pay when they confirm a hold.
 * Staff booking for a patient settle any fee with them.
 */
export function isPatientBookingForSelf(principal: Principal, patientId: string): boolean {
  return principal.role === 'patient' && principal.userId === patientId;
}

/** Who asks for a follow-up of a consult: its doctor. */
export function mayFollowUp(
  principal: Principal,
  row: AppointmentRow,
): row is AppointmentRow & { doctorId: string } {
  return partyOf(principal, row) === 'doctor';
}

/** Who reads a consult's admin note: admins, who write it. */
export const seesAdminNote = (principal: Principal) => principal.role === 'admin';

/**
 * Whose lists of consults the caller may read (a doctor's day, an instant doctor's, a nurse's or a
 * company admin's consults): their own, or anyone's for an admin. Anyone else's answers 404.
 */
export const seesAppointmentsOf = (principal: Principal, userId: string) =>
  principal.userId === userId || principal.role === 'admin';

/**
 * Whose calendar an action goes in: a doctor's, or why not: the caller must name the doctor
 * (`nameOne`, 400), or may not name another (`notYours`, 403).
 */
export type DoctorChoice = { doctorId: string } | 'nameOne' | 'notYours';

/** Whose calendar a consult booked for a patient by staff goes in: a doctor's own; nurses and admins name one. */
export function bookingDoctor(principal: Principal, named: string | undefined): DoctorChoice {
  if (principal.role !== 'doctor') return named ? { doctorId: named } : 'nameOne';
  return !named || named === principal.userId ? { doctorId: principal.userId } : 'notYours';
}

/** Kinds that start as a request a doctor picks up, rather than as a booked time. */
export const REQUEST_KINDS: readonly TAppointmentType[] = ['request', 'callback', 'offline'];

/** Whether a consult made to a specialty (if any) is one the doctor practises. */
export async function specialtyAllows(db: Executor, doctorId: string, row: AppointmentRow): Promise<boolean> {
  const { specialty } = detailsOf(row);
  if (typeof specialty !== 'string' || !specialty) return true;
  const mine = await specialtiesOf(db, doctorId);
  return mine.some((s) => s.toLowerCase() === specialty.toLowerCase());
}

/**
 * Whether a request-kind consult is open to the calling doctor: it names no doctor yet, still
 * waits, and was made to a specialty they list or to no one in particular.
 */
export async function openToDoctor(
  db: Executor,
  principal: Principal,
  row: AppointmentRow,
): Promise<boolean> {
  if (principal.role !== 'doctor' || row.doctorId !== null) return false;
  if (!REQUEST_KINDS.includes(row.type) || row.status !== 'requested') return false;
  return specialtyAllows(db, principal.userId, row);
}

/**
 * A request-kind consult the caller may see: anyone who takes part in it, or a doctor it is open
 * to. Anyone else's answers 404.
 */
export async function requestFor(db: Executor, principal: Principal, id: string): Promise<AppointmentRow> {
  const row = await findAppointment(db, id);
  if (!row) throw notFound('Appointment not found');
  if ((await takesPart(db, principal, row)) || (await openToDoctor(db, principal, row))) return row;
  throw notFound('Appointment not found');
}

/** The caller's part in a request: its patient, its doctor, an admin, or a doctor it is open to. */
export async function partIn(
  db: Executor,
  principal: Principal,
  row: AppointmentRow,
): Promise<'patient' | 'doctor' | 'openDoctor' | 'admin' | null> {
  const party = partyOf(principal, row);
  if (party === 'patient' || party === 'doctor') return party;
  if (principal.role === 'admin') return 'admin';
  if (await openToDoctor(db, principal, row)) return 'openDoctor';
  return null;
}
