import type { TRoomMeeting } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { roomFor } from './room.policy';
import { closeStayOf, meetingOf } from './room.repository';
import { announceLeft, meetingDto, recordLeave } from './room-presence';
import { stopUnattendedRecordings } from './stop-unattended-recordings';

/**
 * `POST /appointments/{id}/leaveMeeting`: the caller leaves the consult's call, whatever state the
 * consult is in, and a recording whose doctor is no longer in it stops. Leaving when not in it
 * changes nothing. Answers the meeting as it is after.
 */
export async function leaveRoom({
  db,
  hub,
  principal,
  appointmentId,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  now?: Date;
}): Promise<TRoomMeeting> {
  const { row } = await roomFor(db, principal, appointmentId);
  const meeting = await meetingOf(db, row.id, principal.userId);
  const left = await db.transaction(async (tx) => {
    const stay = await closeStayOf(tx, meeting.id, principal.userId, now);
    if (stay) await recordLeave(tx, row.id, stay, 'left');
    return stay;
  });
  if (left) await announceLeft(hub, row.id, [left], 'left');
  await stopUnattendedRecordings({ db, hub, appointmentId: row.id, now });
  return meetingDto(db, meeting, row, now);
}
