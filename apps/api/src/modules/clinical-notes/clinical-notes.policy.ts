import { NOTE_WRITER_ROLES, noteMessages, type TNoteAbilities } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { appointmentFor, partyOf } from '../scheduling/appointments.policy';
import { findUserById } from '../users';
import { recordAccess } from '../users/users.policy';
import type { NoteRow } from './clinical-notes.repository';

/**
 * Who reads and writes a consult's clinical notes (decision 0038). Scheduling decides who is in a
 * consult (`appointmentFor`: anyone else gets 404) and decision 0021 who treats a patient now
 * (`recordAccess`); this file adds what the notes allow each of them.
 *
 * - The consult's doctor writes the note (drafts), signs it, and once it is signed adds addenda.
 * - Other clinicians on the consult (a nurse attached or who booked it, a second doctor) read it
 *   and add dated observations, while decision 0021 lets them see the patient (the consult open or
 *   ended less than 30 days ago, or break-glass); afterwards the note answers 404 to them.
 * - Admins read every note, and write none.
 * - Patients (and company admins) never read the clinical fields: those routes refuse their role
 *   (403). The patient of the consult reads its summary, once signed; anyone else's: 404.
 */

/** The caller's part in a consult's note. */
export type NotePart = 'doctor' | 'clinician' | 'admin';

/** On what ground a read is allowed, as the audit trail and the patient's access history record it. */
export type NoteGround = 'consult' | 'breakGlass' | 'admin';

export type NoteAppointment = Awaited<ReturnType<typeof appointmentFor>>;

/** A consult in these states has no notes: not booked yet (held), or it never took place. */
const WITHOUT_NOTES: readonly TAppointmentStatus[] = ['held', 'cancelled', 'expired'];

/**
 * The consult and the caller's part in its note; 404 (as for a consult that does not exist) to
 * anyone not on it, and to a clinician on it whom decision 0021 no longer lets see the patient.
 */
export async function noteAccessFor(
  db: Executor,
  principal: Principal,
  appointmentId: string,
  now: Date,
): Promise<{ row: NoteAppointment; part: NotePart; ground: NoteGround }> {
  const row = await appointmentFor(db, principal, appointmentId);
  if (principal.role === 'admin') return { row, part: 'admin', ground: 'admin' };
  if (partyOf(principal, row) === 'doctor') return { row, part: 'doctor', ground: 'consult' };
  if (!NOTE_WRITER_ROLES.includes(principal.role)) throw notFound(noteMessages.notFound);
  const patient = await findUserById(db, row.patientId);
  const access = patient ? await recordAccess(db, principal, patient, now) : null;
  if (access !== 'consult' && access !== 'breakGlass') throw notFound(noteMessages.notFound);
  return { row, part: 'clinician', ground: access };
}

/**
 * A staff read of the note (its current state, or its versions) is a view of the patient's record:
 * on the audit trail and in the patient's access history, with the ground it was allowed on.
 */
export const auditNoteRead = (
  db: Executor,
  principal: Principal,
  client: ClientContext,
  row: Pick<NoteAppointment, 'id' | 'patientId'>,
  ground: NoteGround,
  view: 'note' | 'versions',
) =>
  recordAuditEvent({
    db,
    action: 'patient.record_viewed',
    ...actorsOf(principal),
    subjectUserId: row.patientId,
    recordType: 'clinical_note',
    recordId: row.id,
    context: client,
    details: { access: ground, appointmentId: row.id, view },
  });

/** A note is locked once signed, and once its consult is completed (even before the sign lands). */
export const isLocked = (row: Pick<NoteAppointment, 'status'>, note: Pick<NoteRow, 'signedAt'> | undefined) =>
  row.status === 'completed' || Boolean(note?.signedAt);

/** Whether the consult can have notes at all. */
export const hasNotes = (row: Pick<NoteAppointment, 'status'>) => !WITHOUT_NOTES.includes(row.status);

/** What the caller may do to the note now (the screens' controls follow it). */
export function abilitiesOf(
  part: NotePart,
  row: Pick<NoteAppointment, 'status'>,
  note: Pick<NoteRow, 'signedAt' | 'version'> | undefined,
  masked: boolean,
): TNoteAbilities {
  const open = hasNotes(row) && !masked;
  const locked = isLocked(row, note);
  return {
    edit: open && part === 'doctor' && !locked,
    sign: open && part === 'doctor' && !locked && (note?.version ?? 0) > 0,
    addAddendum: open && part === 'doctor' && locked,
    addObservation: open && part === 'clinician',
  };
}

/** Refuses a consult that cannot have notes (409). */
export function assertHasNotes(row: Pick<NoteAppointment, 'status'>): void {
  if (!hasNotes(row)) throw new AppError(ErrorCode.INVALID_STATE, noteMessages.noNotes);
}

/** Refuses anyone but the consult's doctor (403: they see the note, but do not write it). */
export function assertDoctor(part: NotePart): void {
  if (part !== 'doctor') throw new AppError(ErrorCode.FORBIDDEN, noteMessages.doctorOnly);
}

/** Refuses anyone but a clinician on the consult other than its doctor (403). */
export function assertObserver(part: NotePart): void {
  if (part !== 'clinician') throw new AppError(ErrorCode.FORBIDDEN, noteMessages.cliniciansOnly);
}

/** The consult whose summary the caller reads: their own, as its patient; anyone else's is 404. */
export async function summaryFor(db: Executor, principal: Principal, appointmentId: string) {
  const row = await appointmentFor(db, principal, appointmentId);
  if (partyOf(principal, row) !== 'patient') throw notFound(noteMessages.notFound);
  return row;
}
