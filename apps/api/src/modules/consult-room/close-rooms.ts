import { ROOM_CLOSED_STATES } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { onAppointmentAnnounced } from '../scheduling/appointment-effects';
import { closeMeeting } from './room.repository';
import { announceLeft, recordLeave } from './room-presence';

/**
 * When a consult is over (ended, completed, cancelled, expired), everyone still in its call is let
 * out: each stay ends with reason `closed`, in the history and as `room.left`. Runs after every
 * change this app announces, whichever module made it.
 */
export function closeRoomsOfClosedConsults(db: Db, hub: RealtimeHub) {
  onAppointmentAnnounced(hub, async (row) => {
    if (!ROOM_CLOSED_STATES.includes(row.status)) return;
    const now = new Date();
    const closed = await db.transaction(async (tx) => {
      const stays = await closeMeeting(tx, row.id, now);
      for (const stay of stays) await recordLeave(tx, row.id, stay, 'closed');
      return stays;
    });
    await announceLeft(hub, row.id, closed, 'closed');
  });
}
