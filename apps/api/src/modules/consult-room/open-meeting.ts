import type { TRoomMeeting } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { formatLocalTime } from '../scheduling/notifications/calendar-invite';
import { assertRoomOpen, roomFor } from './room.policy';
import { meetingOf, timeZoneOf } from './room.repository';
import { meetingDto } from './room-presence';

/** Writes an instant in the caller's own zone (Sydney when they have none), for "opens at". */
export const inZoneOf = (db: Db, principal: Principal) => async (at: Date) =>
  formatLocalTime(at, (await timeZoneOf(db, principal.userId)) ?? 'Australia/Sydney');

/**
 * The consult's call, for someone who may enter it now: 404 when the consult is not theirs to see,
 * 403 when they only see it, 409 when its state or the time does not allow it yet (or any more).
 */
export async function openRoom(db: Db, principal: Principal, appointmentId: string, now: Date) {
  const { row, part } = await roomFor(db, principal, appointmentId);
  await assertRoomOpen(row, now, inZoneOf(db, principal));
  const meeting = await meetingOf(db, row.id, principal.userId);
  return { row, part, meeting };
}

/** `POST /services/create-chime-meeting`: the consult's meeting, made once and the same after. */
export async function openMeeting({
  db,
  principal,
  appointmentId,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  now?: Date;
}): Promise<TRoomMeeting> {
  const { row, meeting } = await openRoom(db, principal, appointmentId, now);
  return meetingDto(db, meeting, row, now);
}
