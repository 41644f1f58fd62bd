import { ErrorCode } from '@curo/core/errors';
import {
  ROOM_OPENS_MINUTES_BEFORE,
  roomAccess,
  roomMessages,
  roomOpensAt,
  type TRoomPart,
} from '@curo/core/room';
import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { appointmentFor, partyOf } from '../scheduling/appointments.policy';

/**
 * Who may enter a consult's video call, and when (decision 0030). Scheduling decides who is in a
 * consult (`appointments.policy.ts`); this file adds what the call allows each of them.
 *
 * - Those who take part enter: the patient (the account holder, for a family member), the doctor,
 *   staff who booked it (a nurse, say) and participants added with their account.
 * - A platform admin sees every consult but enters only one they are a party to (403 otherwise).
 * - Anyone else learns nothing: the consult answers 404, as it does everywhere.
 * - A booked consult opens 10 minutes before it starts, while scheduled or checked in; one in
 *   progress is open; an instant, emergency or callback consult opens once a doctor has taken it
 *   (it is then scheduled, with its doctor). Ended, completed, cancelled and expired ones are
 *   closed. An offline consult has no call.
 */

/** The consult as `appointmentFor` finds it for the caller (404 for anyone not in it). */
export type RoomAppointment = Awaited<ReturnType<typeof appointmentFor>>;

/**
 * The caller's part in the call of a consult `appointmentFor` has let them see: its parties as
 * they are; anyone else it lets in is a participant, except an admin, who only sees it (null).
 */
export function roomPartOf(principal: Principal, row: RoomAppointment): TRoomPart | null {
  const party = partyOf(principal, row);
  if (party) return party;
  return principal.role === 'admin' ? null : 'participant';
}

/** The consult and the caller's part in its call: 404 when it is not theirs to see, 403 when they only see it. */
export async function roomFor(
  db: Executor,
  principal: Principal,
  appointmentId: string,
): Promise<{ row: RoomAppointment; part: TRoomPart }> {
  const row = await appointmentFor(db, principal, appointmentId);
  const part = roomPartOf(principal, row);
  if (!part) throw new AppError(ErrorCode.FORBIDDEN, roomMessages.notInRoom);
  return { row, part };
}

/** What a state still waits for before its call opens. */
const WAITING_FOR: Partial<Record<TAppointmentStatus, string>> = {
  held: 'on hold: its video call opens once the booking is confirmed',
  requested: 'requested: its video call opens once a doctor takes it',
  offered: 'waiting for a date to be chosen: its video call opens once it is booked',
  queued: 'in the queue: its video call opens once a doctor takes it',
  waiting_info: 'waiting for information: its video call opens once it goes ahead',
};

/** When a booked consult's call opens: 10 minutes before it starts; null when it has no time. */
export function opensAt(row: Pick<RoomAppointment, 'startsAt'>): Date | null {
  const at = roomOpensAt(row);
  return at === null ? null : new Date(at);
}

export type RoomOpening =
  | { open: true }
  | { open: false; code: 'ROOM_CLOSED' | 'ROOM_NOT_OPEN' | 'WRONG_KIND'; message: string }
  /** Too early: the call opens at `at`. */
  | { open: false; code: 'ROOM_NOT_OPEN'; at: Date };

/**
 * Whether the consult's call may be entered at `now`, or why not (its state, or when it opens):
 * core's `roomAccess`, the rule the screens use too, in the API's codes and words.
 */
export function roomOpening(
  row: Pick<RoomAppointment, 'type' | 'status' | 'startsAt' | 'doctorId'>,
  now: Date,
): RoomOpening {
  const access = roomAccess(row, now.getTime());
  if (access.open) return access;
  const state = row.status.replace('_', ' ');
  switch (access.why) {
    case 'offline':
      return { open: false, code: 'WRONG_KIND', message: roomMessages.offline };
    case 'closed':
      return {
        open: false,
        code: 'ROOM_CLOSED',
        message: `This consult is ${state}: its video call is closed`,
      };
    case 'waiting':
      return {
        open: false,
        code: 'ROOM_NOT_OPEN',
        message: `This consult is ${WAITING_FOR[row.status] ?? `${state}: its video call is not open`}`,
      };
    case 'noDoctor':
      return {
        open: false,
        code: 'ROOM_NOT_OPEN',
        message: 'This consult has no doctor yet: its video call opens once a doctor takes it',
      };
    case 'tooEarly':
      return { open: false, code: 'ROOM_NOT_OPEN', at: new Date(access.at) };
  }
}

/**
 * Refuses entry unless the call is open (409 naming the state, or when it opens, written with
 * `formatTime` in the caller's zone).
 */
export async function assertRoomOpen(
  row: RoomAppointment,
  now: Date,
  formatTime: (at: Date) => Promise<string>,
): Promise<void> {
  const opening = roomOpening(row, now);
  if (opening.open) return;
  if ('at' in opening)
    throw new AppError(
      ErrorCode.ROOM_NOT_OPEN,
      `The video call opens at ${await formatTime(opening.at)}, ${ROOM_OPENS_MINUTES_BEFORE} minutes before the consult starts`,
    );
  throw new AppError(ErrorCode[opening.code], opening.message);
}

/**
 * The doctor's first entry starts the consult: a scheduled or checked-in consult moves to in
 * progress through the state machine's `start`, as the "Start consult" button does.
 */
export const startsConsult = (part: TRoomPart, status: TAppointmentStatus) =>
  part === 'doctor' && (status === 'scheduled' || status === 'checked_in');
