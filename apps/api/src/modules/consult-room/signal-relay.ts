import type { Db } from '../../db/client';
import type { SignalRelay } from '../../platform/realtime/realtime.routes';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { hashToken } from '../auth/session-tokens';
import {
  attachConnection,
  closeConnection,
  meetingById,
  presentPair,
  touchConnection,
} from './room.repository';
import { announceLeft, recordLeave, seenSince } from './room-presence';
import { stopUnattendedRecordings } from './stop-unattended-recordings';

/**
 * The consult room's side of the realtime socket (decisions 0030 and 0033), which the app hands to
 * `platform/realtime`: a socket attends with a join token and then carries that person's presence;
 * signals pass only between two people who are both in the consult's call; when the socket
 * closes, whoever was in a call through it has left (history, `room.left`), and a recording in
 * that call whose doctor it carried stops, since the tab recording it is gone.
 */
export function roomSignalRelay({ db, hub }: { db: Db; hub: RealtimeHub }): SignalRelay {
  const now = () => new Date();
  return {
    async attend(principal, { appointmentId, joinToken }, connectionId) {
      const attendee = await attachConnection(db, {
        appointmentId,
        userId: principal.userId,
        joinTokenHash: hashToken(joinToken),
        connectionId,
        now: now(),
      });
      return attendee ? { attendeeId: attendee.id } : null;
    },

    async mayRelay(principal, { appointmentId, to }) {
      if (to === principal.userId) return null;
      const pair = await presentPair(db, appointmentId, principal.userId, to, seenSince(now()));
      return pair ? { attendeeId: pair.from.id } : null;
    },

    seen: (connectionId) => touchConnection(db, connectionId, now()),

    async closed(connectionId) {
      const at = now();
      const gone = await db.transaction(async (tx) => {
        const stays = await closeConnection(tx, connectionId, at);
        const left = [];
        for (const stay of stays) {
          const meeting = await meetingById(tx, stay.attendee.meetingId);
          if (!meeting) continue;
          await recordLeave(tx, meeting.appointmentId, stay, 'disconnected');
          left.push({ appointmentId: meeting.appointmentId, stay });
        }
        return left;
      });
      // Only the calls this socket was in can have lost their recording doctor through it.
      for (const { appointmentId, stay } of gone) {
        await announceLeft(hub, appointmentId, [stay], 'disconnected');
        await stopUnattendedRecordings({ db, hub, appointmentId, now: at });
      }
    },
  };
}
