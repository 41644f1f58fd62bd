import { ErrorCode } from '@curo/core/errors';
import { recordingMessages, type TRoomPart } from '@curo/core/room';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RoomAppointment } from './room.policy';
import type { NamedAttendee } from './room.repository';

/**
 * Who may record a consult's call, and who may play a recording (decision 0033). Who is in the
 * consult, and as what, is the room's answer (`roomFor` in room.policy.ts); this file adds:
 *
 * - Only the consult's doctor asks to record, starts and stops, and only while the consult is in
 *   progress and they are in its call; starting also needs the patient there, to see it.
 * - Only the patient (the account holder, for a family member) answers, in the call; an agreement
 *   may be withdrawn until its recording has finished.
 * - A recording is played by the doctor who made it and by admins; for anyone else it does not
 *   exist (404), as any record not theirs.
 */

/** Refuses anyone but the consult's doctor (403). */
export function assertDoctor(part: TRoomPart): void {
  if (part !== 'doctor') throw new AppError(ErrorCode.FORBIDDEN, recordingMessages.doctorOnly);
}

/** Refuses anyone but the consult's patient (403). */
export function assertPatient(part: TRoomPart): void {
  if (part !== 'patient') throw new AppError(ErrorCode.FORBIDDEN, recordingMessages.patientOnly);
}

/** A call is recorded only while its consult is in progress (409 otherwise). */
export function assertInProgress(row: Pick<RoomAppointment, 'status'>): void {
  if (row.status !== 'in_progress')
    throw new AppError(ErrorCode.INVALID_STATE, recordingMessages.notInProgress);
}

/** Refuses (409 NOT_IN_CALL, with `message`) unless someone `matches` is in the call. */
export function assertPresent(
  present: NamedAttendee[],
  matches: (stay: NamedAttendee) => boolean,
  message: string,
): void {
  if (!present.some(matches)) throw new AppError(ErrorCode.NOT_IN_CALL, message);
}

/** Whether the caller may play a recording: the doctor who made it, or an admin. */
export const mayPlay = (principal: Principal, recording: { recordedBy: string }) =>
  principal.role === 'admin' || recording.recordedBy === principal.userId;
