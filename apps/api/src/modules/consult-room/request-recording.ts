import { ErrorCode } from '@curo/core/errors';
import { recordingMessages, type TRecordingRequest } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { assertDoctor, assertInProgress, assertPresent } from './recording.policy';
import { insertRequest, runningRecording, standingRequest } from './recording.repository';
import { announceRecording, requestDto } from './recording-dto';
import { roomFor } from './room.policy';
import { recordRoomHistory } from './room.repository';
import { inCall } from './room-presence';

/**
 * `POST /appointments/{id}/recording-requests`: the consult's doctor, in its call while it is in
 * progress, asks the patient to agree to a recording (decision 0033). A request that still stands
 * (pending, or agreed and not yet used) is answered as it is, not asked again; otherwise a new one
 * goes in the history and is published (`room.recordingRequested`) for the patient to answer.
 */
export async function requestRecording({
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
}): Promise<{ request: TRecordingRequest; created: boolean }> {
  const { row, part } = await roomFor(db, principal, appointmentId);
  assertDoctor(part);
  assertInProgress(row);
  assertPresent(
    await inCall(db, row.id, now),
    (stay) => stay.attendee.userId === principal.userId,
    recordingMessages.doctorNotInCall,
  );
  if (await runningRecording(db, row.id)) throw new AppError(ErrorCode.RECORDING_IN_PROGRESS);

  const { id, created } = await db.transaction(async (tx) => {
    const standing = await standingRequest(tx, row.id);
    if (standing) return { id: standing.id, created: false };
    const inserted = await insertRequest(tx, { appointmentId: row.id, requestedBy: principal.userId, now });
    if (!inserted) {
      // Asked twice at once: the other ask made the pending request.
      const pending = await standingRequest(tx, row.id);
      if (!pending) throw new Error('pending recording request missing after conflict');
      return { id: pending.id, created: false };
    }
    await recordRoomHistory(tx, {
      appointmentId: row.id,
      action: 'requestRecording',
      ...actorsOf(principal),
      details: { requestId: inserted.id },
    });
    return { id: inserted.id, created: true };
  });
  const request = await requestDto(db, id);
  if (created)
    await announceRecording(hub, { type: 'room.recordingRequested', appointmentId: row.id, request });
  return { request, created };
}
