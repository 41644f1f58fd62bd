import { ErrorCode } from '@curo/core/errors';
import { ROOM_JOIN_TOKEN_SECONDS, ROOM_MAX_ATTENDEES, type TRoomEntry } from '@curo/core/room';
import type { IceSettings } from '../../config';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { hashToken, newSecretToken } from '../auth/session-tokens';
import { transitionAppointment } from '../scheduling/transition-appointment';
import { iceServersFor } from './ice-servers';
import { openRoom } from './open-meeting';
import { startsConsult } from './room.policy';
import {
  closeUnseen,
  insertAttendee,
  lockMeeting,
  type NamedAttendee,
  namedAttendee,
  presentIn,
  recordRoomHistory,
  renewAttendee,
} from './room.repository';
import {
  announceJoined,
  announceLeft,
  meetingDto,
  personName,
  recordLeave,
  seenSince,
  toPresenceDto,
} from './room-presence';

export interface RoomEffects {
  hub: RealtimeHub;
  mail: MailDelivery;
  ice: IceSettings;
}

/**
 * `create-chime-attendee`, `{id}/joinNew`, `{id}/enterChimeMeeting`: the caller enters the
 * consult's call (decision 0030). Someone already in it keeps their stay (a reload, another tab)
 * with a new join token; anyone else takes one of its four places (409 ROOM_FULL when none is
 * free). Stays whose socket went quiet end first. A new stay goes in the consult's history, the
 * consult's topic hears `room.joined`, and the doctor's first entry starts the consult.
 */
export async function joinRoom({
  db,
  principal,
  appointmentId,
  effects,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  effects: RoomEffects;
  now?: Date;
}): Promise<TRoomEntry> {
  const { row, part, meeting } = await openRoom(db, principal, appointmentId, now);
  const joinToken = newSecretToken();
  const joinTokenExpiresAt = new Date(now.getTime() + ROOM_JOIN_TOKEN_SECONDS * 1000);
  const token = { joinTokenHash: hashToken(joinToken), joinTokenExpiresAt, now };

  const { stay, quiet } = await db.transaction(async (tx) => {
    await lockMeeting(tx, meeting.id);
    const since = seenSince(now);
    const quiet = await closeUnseen(tx, meeting.id, since, now);
    for (const gone of quiet) await recordLeave(tx, row.id, gone, 'timedOut');
    const present = await presentIn(tx, meeting.id, since);
    const mine = present.find((p) => p.attendee.userId === principal.userId);
    if (mine) {
      const renewed = await renewAttendee(tx, mine.attendee.id, token);
      return { stay: { attendee: renewed, person: mine.person } satisfies NamedAttendee, quiet };
    }
    if (present.length >= ROOM_MAX_ATTENDEES) throw new AppError(ErrorCode.ROOM_FULL);
    const attendee = await insertAttendee(tx, {
      meetingId: meeting.id,
      userId: principal.userId,
      part,
      ...token,
    });
    const stay = await namedAttendee(tx, attendee.id);
    await recordRoomHistory(tx, {
      appointmentId: row.id,
      action: 'joinMeeting',
      ...actorsOf(principal),
      details: { attendeeId: attendee.id, name: personName(stay.person), part },
    });
    return { stay, quiet };
  });

  await announceLeft(effects.hub, row.id, quiet, 'timedOut');
  // Every entry is announced, a renewed stay too: the others set up their connection to it afresh.
  await announceJoined(effects.hub, row.id, stay);
  if (startsConsult(part, row.status)) {
    try {
      const { hub, mail } = effects;
      await transitionAppointment({ db, principal, id: row.id, action: 'start', hub, mail });
    } catch (error) {
      // Started meanwhile (another tab of the doctor's): the consult is under way, as wanted.
      if (!(error instanceof AppError && error.code === ErrorCode.INVALID_STATE)) throw error;
    }
  }
  return {
    meeting: await meetingDto(db, meeting, row, now),
    attendee: {
      ...toPresenceDto(stay),
      meetingId: meeting.id,
      appointmentId: row.id,
      joinToken,
      joinTokenExpiresAt: joinTokenExpiresAt.toISOString(),
      iceServers: iceServersFor(effects.ice, principal.userId, now),
    },
  };
}
