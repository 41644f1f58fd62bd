import { ErrorCode } from '@curo/core/errors';
import { recordingMessages, type TCallRecording, type TRecordingStopReason } from '@curo/core/room';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { findRecording, finishRecording, type RecordingRow } from './recording.repository';
import { announceRecording, durationSeconds, recordingDto } from './recording-dto';
import { roomFor } from './room.policy';
import { recordRoomHistory } from './room.repository';

/**
 * Finishes a running recording, with its line in the consult's history: `actor` is whoever
 * stopped it (the doctor, or the patient withdrawing), null when the system did. Undefined when it
 * had already finished, so a recording is stopped, and announced, once.
 */
export async function endRecording(
  tx: Executor,
  recordingId: string,
  reason: TRecordingStopReason,
  actor: { actorId: string | null; actingAsId: string | null },
  now: Date,
): Promise<RecordingRow | undefined> {
  const finished = await finishRecording(tx, recordingId, reason, now);
  if (!finished) return undefined;
  await recordRoomHistory(tx, {
    appointmentId: finished.appointmentId,
    action: 'stopRecording',
    ...actor,
    details: {
      recordingId,
      reason,
      chunks: finished.chunkCount,
      sizeBytes: finished.sizeBytes,
      durationSeconds: durationSeconds(finished),
    },
  });
  return finished;
}

/** After the commit: both sides turn the recording indicator off. */
export async function announceStopped(
  db: Executor,
  hub: RealtimeHub,
  recordingId: string,
): Promise<TCallRecording> {
  const recording = await recordingDto(db, recordingId);
  await announceRecording(hub, {
    type: 'room.recordingStopped',
    appointmentId: recording.appointmentId,
    recording,
  });
  return recording;
}

/**
 * `POST /appointments/{id}/recordings/{recordingId}/stop`: the doctor who is recording stops
 * (reason `stopped`), in any state of the consult. Stopping a finished recording answers it as it is.
 */
export async function stopRecording({
  db,
  hub,
  principal,
  appointmentId,
  recordingId,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  recordingId: string;
  now?: Date;
}): Promise<TCallRecording> {
  const { row } = await roomFor(db, principal, appointmentId);
  const found = await findRecording(db, recordingId);
  if (!found || found.recording.appointmentId !== row.id) throw notFound(recordingMessages.recordingNotFound);
  if (found.recording.recordedBy !== principal.userId)
    throw new AppError(ErrorCode.FORBIDDEN, recordingMessages.doctorOnly);
  const finished = await db.transaction((tx) =>
    endRecording(tx, recordingId, 'stopped', actorsOf(principal), now),
  );
  return finished ? announceStopped(db, hub, recordingId) : recordingDto(db, recordingId);
}
