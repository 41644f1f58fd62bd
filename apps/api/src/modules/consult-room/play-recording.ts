import { Readable } from 'node:stream';
import { recordingMessages, type TRecordingContentType } from '@curo/core/room';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { mayPlay } from './recording.policy';
import { chunksOf, findRecording } from './recording.repository';

/** Reads the chunks one after another, so a long recording never sits in memory whole. */
async function* chunkBytes(storage: FileStorage, keys: string[]) {
  for (const key of keys) {
    const bytes = await storage.get(key);
    // Headers have gone out by now: a missing chunk can only cut the response short.
    if (!bytes) throw new Error(`a stored chunk of a recording is missing (${key})`);
    yield bytes;
  }
}

/**
 * `GET /fileUploads/call-recordings/{recordingId}`: the recording as one WebM file, its chunks in
 * order, for the doctor who made it and for admins; anyone else gets 404, as for any record not
 * theirs (decision 0033). Each play is a view of the patient's record: it goes on the audit trail
 * and into the patient's access history. A recording still running plays as far as it has come.
 */
export async function playRecording({
  db,
  storage,
  principal,
  recordingId,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  recordingId: string;
  client: ClientContext;
}): Promise<{ contentType: TRecordingContentType; sizeBytes: number; body: Readable; startedAt: Date }> {
  const found = await findRecording(db, recordingId);
  if (!found || !mayPlay(principal, found.recording)) throw notFound(recordingMessages.recordingNotFound);
  const { recording, patientId } = found;
  const chunks = await chunksOf(db, recordingId);
  if (!recording.contentType || chunks.length === 0) throw notFound(recordingMessages.nothingRecorded);
  await recordAuditEvent({
    db,
    action: 'patient.record_viewed',
    ...actorsOf(principal),
    subjectUserId: patientId,
    recordType: 'call_recording',
    recordId: recordingId,
    context: client,
    details: { appointmentId: recording.appointmentId, chunks: chunks.length },
  });
  return {
    contentType: recording.contentType,
    sizeBytes: chunks.reduce((sum, chunk) => sum + chunk.sizeBytes, 0),
    body: Readable.from(
      chunkBytes(
        storage,
        chunks.map((chunk) => chunk.storageKey),
      ),
    ),
    startedAt: recording.startedAt,
  };
}
