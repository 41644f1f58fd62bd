import { ErrorCode } from '@curo/core/errors';
import { fileMessages, type TFileKind, type TStoredFile, type TStoredFileList } from '@curo/core/files';
import type { TCallRecording } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf, recordAuditEvent } from '../audit';
import { listRecordings } from '../consult-room';
import { downloadPathOf, toFileDto } from './file-dto';
import { assertMayKeepMasters, consultForFiles, isPatientOf } from './files.policy';
import { filesOfAppointment, filesOfOwner } from './files.repository';

/** `2026-11-30` in a recording's file name: the day it started (UTC), as the room names it. */
export const recordingFileName = (startedAt: string) => `call-recording-${startedAt.slice(0, 10)}.webm`;

/** A call recording as the file store lists it; it is downloaded from the room's own route. */
function recordingAsFile(recording: TCallRecording, patientId: string): TStoredFile {
  return {
    id: recording.recordingId,
    kind: 'call-recordings',
    fileName: recordingFileName(recording.startedAt),
    contentType: recording.contentType ?? 'video/webm',
    sizeBytes: recording.sizeBytes,
    sha256: null,
    appointmentId: recording.appointmentId,
    patientId,
    uploadedBy: recording.recordedBy,
    createdAt: recording.startedAt,
    expiresAt: null,
    downloadPath: downloadPathOf('call-recordings', recording.recordingId),
  };
}

/**
 * `GET /fileUploads/{kind}`: the files of `kind` the caller may see. Referrals and call recordings
 * are a consult's (`appointmentId`, 400 without; 404 for a consult not theirs), and a clinician's
 * or admin's listing of them is a view of the patient's record (audited). Templates are the
 * doctor's own (an admin names the doctor with `ownerId`); temp files the caller's own.
 */
export async function listFiles({
  db,
  hub,
  principal,
  kind,
  appointmentId,
  ownerId,
  client,
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  kind: TFileKind;
  appointmentId?: string;
  ownerId?: string;
  client: ClientContext;
}): Promise<TStoredFileList> {
  if (kind === 'masters') {
    if (principal.role !== 'admin') assertMayKeepMasters(principal);
    const owner = principal.role === 'admin' && ownerId ? ownerId : principal.userId;
    return { files: (await filesOfOwner(db, kind, owner)).map(toFileDto) };
  }
  if (kind === 'temp') return { files: (await filesOfOwner(db, kind, principal.userId)).map(toFileDto) };

  if (!appointmentId) throw new AppError(ErrorCode.VALIDATION_ERROR, fileMessages.appointmentNeeded);
  const consult = await consultForFiles(db, principal, appointmentId);
  const files =
    kind === 'referrals'
      ? (await filesOfAppointment(db, kind, consult.id)).map(toFileDto)
      : (await listRecordings({ db, hub, principal, appointmentId: consult.id })).recordings.map(
          (recording) => recordingAsFile(recording, consult.patientId),
        );
  if (!isPatientOf(principal, consult))
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: consult.patientId,
      recordType: `${kind}_list`,
      recordId: consult.id,
      context: client,
      details: { appointmentId: consult.id, files: files.length },
    });
  return { files };
}
