import {
  ROOM_MAX_ATTENDEES,
  ROOM_PRESENCE_TIMEOUT_SECONDS,
  type TRoomEvent,
  type TRoomLeaveReason,
  type TRoomMeeting,
  type TRoomPresence,
} from '@curo/core/room';
import type { Executor } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { opensAt, type RoomAppointment } from './room.policy';
import {
  findMeeting,
  type MeetingRow,
  type NamedAttendee,
  type Person,
  presentIn,
  recordRoomHistory,
} from './room.repository';

const CLINICIANS = ['doctor', 'instantDoctor'];

/** How someone is named to the others in the call: `Dr` for a doctor. */
export function personName(person: Person): string {
  const name = `${person.firstName} ${person.lastName}`;
  return CLINICIANS.includes(person.role) ? `Dr ${name}` : name;
}

/** Presence counts those seen since this instant. */
export const seenSince = (now: Date) => new Date(now.getTime() - ROOM_PRESENCE_TIMEOUT_SECONDS * 1000);

export function toPresenceDto({ attendee, person }: NamedAttendee): TRoomPresence {
  return {
    attendeeId: attendee.id,
    userId: attendee.userId,
    name: personName(person),
    part: attendee.part,
    joinedAt: attendee.joinedAt.toISOString(),
  };
}

/** Who is in the consult's call at `now` (nobody when it has no meeting yet). */
export async function inCall(db: Executor, appointmentId: string, now: Date): Promise<NamedAttendee[]> {
  const meeting = await findMeeting(db, appointmentId);
  return meeting ? presentIn(db, meeting.id, seenSince(now)) : [];
}

/** The meeting as the API answers it, with who is in it at `now`. */
export async function meetingDto(
  db: Executor,
  meeting: MeetingRow,
  row: Pick<RoomAppointment, 'startsAt'>,
  now: Date,
): Promise<TRoomMeeting> {
  return {
    meetingId: meeting.id,
    appointmentId: meeting.appointmentId,
    createdAt: meeting.createdAt.toISOString(),
    maxAttendees: ROOM_MAX_ATTENDEES,
    opensAt: opensAt(row)?.toISOString() ?? null,
    present: (await presentIn(db, meeting.id, seenSince(now))).map(toPresenceDto),
  };
}

/**
 * The history line of a stay that ended. Whoever left by their own hand or whose socket closed is
 * its actor; a stay that timed out or closed with the consult was ended by the system.
 */
export function recordLeave(
  tx: Executor,
  appointmentId: string,
  stay: NamedAttendee,
  reason: TRoomLeaveReason,
) {
  const byThemselves = reason === 'left' || reason === 'disconnected';
  return recordRoomHistory(tx, {
    appointmentId,
    action: 'leaveMeeting',
    actorId: byThemselves ? stay.attendee.userId : null,
    actingAsId: null,
    details: {
      attendeeId: stay.attendee.id,
      name: personName(stay.person),
      part: stay.attendee.part,
      reason,
    },
  });
}

/** After the commit: the consult's topic hears who came and who went. */
export async function announceJoined(hub: RealtimeHub, appointmentId: string, stay: NamedAttendee) {
  const event: TRoomEvent = { type: 'room.joined', appointmentId, attendee: toPresenceDto(stay) };
  await hub.publish(`appointment:${appointmentId}`, event);
}

export async function announceLeft(
  hub: RealtimeHub,
  appointmentId: string,
  stays: NamedAttendee[],
  reason: TRoomLeaveReason,
) {
  for (const stay of stays) {
    const event: TRoomEvent = { type: 'room.left', appointmentId, attendee: toPresenceDto(stay), reason };
    await hub.publish(`appointment:${appointmentId}`, event);
  }
}
