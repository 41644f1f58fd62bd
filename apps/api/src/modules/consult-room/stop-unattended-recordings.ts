import type { Db } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { unattendedRecordings } from './recording.repository';
import { seenSince } from './room-presence';
import { announceStopped, endRecording } from './stop-recording';

/**
 * A recording runs only while its consult is in progress and its doctor is in the call (decision
 * 0033). This stops the consult's recording when either is no longer so, with reason
 * `notInProgress` or `left`. Run whenever either may have changed: after the consult changes,
 * after someone leaves its call or their socket closes, and before a chunk is taken or the
 * recordings are listed (which also catches a doctor who went quiet).
 */
export async function stopUnattendedRecordings({
  db,
  hub,
  appointmentId,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  appointmentId: string;
  now?: Date;
}): Promise<void> {
  const unattended = await unattendedRecordings(db, { appointmentId, since: seenSince(now) });
  for (const { id, status } of unattended) {
    const reason = status === 'in_progress' ? 'left' : 'notInProgress';
    const system = { actorId: null, actingAsId: null };
    const finished = await db.transaction((tx) => endRecording(tx, id, reason, system, now));
    if (finished) await announceStopped(db, hub, id);
  }
}
