import { ErrorCode } from '@curo/core/errors';
import { recordingMessages, type TCallRecording } from '@curo/core/room';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { assertDoctor, assertInProgress, assertPresent } from './recording.policy';
import {
  findRequest,
  insertRecording,
  recordingOfRequest,
  runningRecording,
  standingRequest,
} from './recording.repository';
import { announceRecording, recordingDto } from './recording-dto';
import { roomFor } from './room.policy';
import { recordRoomHistory } from './room.repository';
import { inCall } from './room-presence';

/**
 * `POST /appointments/{id}/recordings`: the consult's doctor starts recording, on the patient's
 * agreement (decision 0033). The consult must be in progress with both of them in its call; one
 * recording runs at a time (409 RECORDING_IN_PROGRESS) and each agreement allows one (409
 * RECORDING_NOT_AGREED without an unused one). The start goes in the history and is published
 * (`room.recordingStarted`) so both sides show the indicator; chunks follow through
 * `PUT /fileUploads/call-recordings/{recordingId}/chunks/{index}`.
 */
export async function startRecording({
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
}): Promise<TCallRecording> {
  const { row, part } = await roomFor(db, principal, appointmentId);
  assertDoctor(part);
  assertInProgress(row);
  const present = await inCall(db, row.id, now);
  assertPresent(
    present,
    (stay) => stay.attendee.userId === principal.userId,
    recordingMessages.doctorNotInCall,
  );
  assertPresent(present, (stay) => stay.attendee.part === 'patient', recordingMessages.patientNotInCall);

  const recordingId = await db
    .transaction(async (tx) => {
      if (await runningRecording(tx, row.id)) throw new AppError(ErrorCode.RECORDING_IN_PROGRESS);
      const standing = await standingRequest(tx, row.id);
      // Locked, so two starts at once cannot both use the one agreement.
      const request = standing && (await findRequest(tx, row.id, standing.id, true));
      if (request?.status !== 'agreed' || (await recordingOfRequest(tx, request.id)))
        throw new AppError(ErrorCode.RECORDING_NOT_AGREED);
      const recording = await insertRecording(tx, {
        appointmentId: row.id,
        requestId: request.id,
        recordedBy: principal.userId,
        now,
      });
      await recordRoomHistory(tx, {
        appointmentId: row.id,
        action: 'startRecording',
        ...actorsOf(principal),
        details: { recordingId: recording.id, requestId: request.id },
      });
      return recording.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.RECORDING_IN_PROGRESS);
      throw error;
    });
  const recording = await recordingDto(db, recordingId);
  await announceRecording(hub, { type: 'room.recordingStarted', appointmentId: row.id, recording });
  return recording;
}
