import { ErrorCode } from '@curo/core/errors';
import {
  RECORDING_CONTENT_TYPES,
  RECORDING_MAX_BYTES,
  recordingMessages,
  type TCallRecording,
  type TRecordingContentType,
  WEBM_MAGIC,
} from '@curo/core/room';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { addChunk, findRecording, type RecordingRow } from './recording.repository';
import { recordingDto } from './recording-dto';
import { stopUnattendedRecordings } from './stop-unattended-recordings';

/** The media type a chunk was sent as, without parameters (`video/webm;codecs=vp8,opus` is `video/webm`). */
export function chunkType(header: string | undefined): TRecordingContentType | null {
  const essence = header?.split(';')[0]?.trim().toLowerCase();
  return (RECORDING_CONTENT_TYPES as readonly string[]).includes(essence ?? '')
    ? (essence as TRecordingContentType)
    : null;
}

const isWebm = (bytes: Buffer) => WEBM_MAGIC.every((byte, i) => bytes[i] === byte);

/**
 * Where a chunk stands against the recording: stored already (a retry: nothing to do), next (to
 * store), or refused: after a gap, on a stopped recording, or past the recording's size limit.
 */
function placeOf(recording: RecordingRow, index: number, size: number): 'stored' | 'next' {
  if (index < recording.chunkCount) return 'stored';
  if (recording.status !== 'recording') throw new AppError(ErrorCode.RECORDING_STOPPED);
  if (index > recording.chunkCount)
    throw new AppError(
      ErrorCode.RECORDING_CHUNK_GAP,
      `Chunk ${recording.chunkCount} is missing: send the chunks in order, starting from ${recording.chunkCount}`,
    );
  if (recording.sizeBytes + size > RECORDING_MAX_BYTES)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, recordingMessages.recordingTooLarge);
  return 'next';
}

/**
 * `PUT /fileUploads/call-recordings/{recordingId}/chunks/{index}`: the next piece of a recording,
 * from the doctor making it (404 for anyone else), stored privately as it comes so that a closed
 * tab loses at most the chunk it was sending (decision 0033). Chunks are numbered from 0 with no
 * gap (409 RECORDING_CHUNK_GAP); one already stored is taken again without change (a retry). The
 * first must be WebM (its magic number) and fixes the type; every one is sent as that type (415).
 * A recording whose consult left progress or whose doctor left the call has stopped (409
 * RECORDING_STOPPED).
 */
export async function storeRecordingChunk({
  db,
  hub,
  storage,
  principal,
  recordingId,
  index,
  contentType,
  bytes,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  storage: FileStorage;
  principal: Principal;
  recordingId: string;
  index: number;
  /** The request's Content-Type header. */
  contentType: string | undefined;
  bytes: Buffer;
  now?: Date;
}): Promise<TCallRecording> {
  const found = await findRecording(db, recordingId);
  if (!found || found.recording.recordedBy !== principal.userId)
    throw notFound(recordingMessages.recordingNotFound);
  const type = chunkType(contentType);
  if (!type) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, recordingMessages.chunkType);
  if (bytes.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, recordingMessages.chunkEmpty);

  await stopUnattendedRecordings({ db, hub, appointmentId: found.recording.appointmentId, now });
  const current = (await findRecording(db, recordingId))?.recording ?? found.recording;
  if (placeOf(current, index, bytes.length) === 'stored') return recordingDto(db, recordingId);
  if (index === 0 && !isWebm(bytes))
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, recordingMessages.chunkNotWebm);
  if (current.contentType && current.contentType !== type)
    throw new AppError(
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `This recording is ${current.contentType}: send every chunk as ${current.contentType}`,
    );

  const key = newStorageKey('recordings', 'webm');
  await storage.put(key, bytes);
  try {
    const stored = await db.transaction(async (tx) => {
      // Chunks of one recording are taken one at a time; the place is checked again under the lock.
      const locked = await findRecording(tx, recordingId, true);
      if (!locked) throw notFound(recordingMessages.recordingNotFound);
      if (placeOf(locked.recording, index, bytes.length) === 'stored') return false;
      await addChunk(tx, {
        recordingId,
        index,
        storageKey: key,
        sizeBytes: bytes.length,
        contentType: type,
        now,
      });
      return true;
    });
    if (!stored) await storage.delete(key);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return recordingDto(db, recordingId);
}
