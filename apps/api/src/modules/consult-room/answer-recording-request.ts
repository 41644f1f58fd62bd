import { ErrorCode } from '@curo/core/errors';
import { recordingMessages, type TRecordingRequest, type TRecordingRequestStatus } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { assertInProgress, assertPatient, assertPresent } from './recording.policy';
import { answerRequest, findRequest, recordingOfRequest } from './recording.repository';
import { announceRecording, requestDto } from './recording-dto';
import { roomFor } from './room.policy';
import { recordRoomHistory } from './room.repository';
import { inCall } from './room-presence';
import { announceStopped, endRecording } from './stop-recording';

/**
 * What an answer makes of a request as it stands: the status it moves to, the same one when the
 * answer was already given (nothing to do), or null when it cannot be given now.
 */
function answered(status: TRecordingRequestStatus, agree: boolean): TRecordingRequestStatus | null {
  if (status === 'pending') return agree ? 'agreed' : 'declined';
  if (agree) return status === 'agreed' ? status : null;
  // "No" again is the same answer; "no" after "yes" withdraws the agreement.
  return status === 'agreed' ? 'withdrawn' : status;
}

/**
 * `POST /appointments/{id}/recording-requests/{requestId}/answer` `{ agree }`: the patient (the
 * account holder, for a family member) answers the doctor's request (decision 0033). Agreeing
 * needs the consult in progress and the patient in its call, where they will see the recording;
 * declining needs neither. "No" after "yes" withdraws the agreement, until its recording has
 * finished: a recording running on it stops at once (reason `withdrawn`). Giving the same answer
 * again changes nothing; any other change answers 409 RECORDING_ANSWERED. Each answer goes in the
 * history and is published (`room.recordingAnswered`).
 */
export async function answerRecordingRequest({
  db,
  hub,
  principal,
  appointmentId,
  requestId,
  agree,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  requestId: string;
  agree: boolean;
  now?: Date;
}): Promise<TRecordingRequest> {
  const { row, part } = await roomFor(db, principal, appointmentId);
  assertPatient(part);
  const found = await findRequest(db, row.id, requestId);
  if (!found) throw notFound(recordingMessages.requestNotFound);
  if (found.status === 'pending' && agree) {
    assertInProgress(row);
    assertPresent(
      await inCall(db, row.id, now),
      (stay) => stay.attendee.userId === principal.userId,
      recordingMessages.answerNotInCall,
    );
  }

  const outcome = await db.transaction(async (tx) => {
    const request = await findRequest(tx, row.id, requestId, true);
    if (!request) throw notFound(recordingMessages.requestNotFound);
    const status = answered(request.status, agree);
    if (!status) throw new AppError(ErrorCode.RECORDING_ANSWERED);
    if (status === request.status) return { changed: false, stopped: undefined };
    const recording = status === 'withdrawn' ? await recordingOfRequest(tx, request.id) : undefined;
    if (recording?.status === 'finished')
      throw new AppError(ErrorCode.RECORDING_ANSWERED, recordingMessages.recordingFinished);
    await answerRequest(tx, request.id, { status, answeredBy: principal.userId, now });
    await recordRoomHistory(tx, {
      appointmentId: row.id,
      action: 'answerRecording',
      ...actorsOf(principal),
      details: { requestId: request.id, answer: status },
    });
    const stopped = recording
      ? await endRecording(tx, recording.id, 'withdrawn', actorsOf(principal), now)
      : undefined;
    return { changed: true, stopped };
  });

  const request = await requestDto(db, requestId);
  if (outcome.changed)
    await announceRecording(hub, { type: 'room.recordingAnswered', appointmentId: row.id, request });
  if (outcome.stopped) await announceStopped(db, hub, outcome.stopped.id);
  return request;
}
