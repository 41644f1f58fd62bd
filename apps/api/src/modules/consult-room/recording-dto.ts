import type { TCallRecording, TRecordingEvent, TRecordingRequest } from '@curo/core/room';
import type { Executor } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { type NamedRecording, type NamedRequest, namedRecording, namedRequest } from './recording.repository';
import type { Person } from './room.repository';
import { personName } from './room-presence';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const named = (userId: string, person: Person) => ({ userId, name: personName(person) });

export function toRequestDto({
  request,
  requestedBy,
  answeredBy,
  recordingId,
}: NamedRequest): TRecordingRequest {
  return {
    requestId: request.id,
    appointmentId: request.appointmentId,
    status: request.status,
    requestedBy: named(request.requestedBy, requestedBy),
    requestedAt: request.requestedAt.toISOString(),
    answeredBy: request.answeredBy && answeredBy ? named(request.answeredBy, answeredBy) : null,
    answeredAt: iso(request.answeredAt),
    recordingId,
  };
}

/**
 * How long a recording runs: from its start to its last chunk's arrival. The first chunk arrives
 * at the end of its own slice of time, so it marks no beginning; the start does.
 */
export const durationSeconds = (recording: NamedRecording['recording']) =>
  recording.lastChunkAt
    ? Math.max(0, Math.round((recording.lastChunkAt.getTime() - recording.startedAt.getTime()) / 1000))
    : 0;

/** A recording as the API answers it: never where its chunks are stored. */
export function toRecordingDto({ recording, person }: NamedRecording): TCallRecording {
  return {
    recordingId: recording.id,
    appointmentId: recording.appointmentId,
    requestId: recording.requestId,
    recordedBy: named(recording.recordedBy, person),
    status: recording.status,
    stopReason: recording.stopReason,
    contentType: recording.contentType,
    startedAt: recording.startedAt.toISOString(),
    stoppedAt: iso(recording.stoppedAt),
    firstChunkAt: iso(recording.firstChunkAt),
    lastChunkAt: iso(recording.lastChunkAt),
    durationSeconds: durationSeconds(recording),
    chunks: recording.chunkCount,
    sizeBytes: recording.sizeBytes,
  };
}

export const requestDto = async (db: Executor, id: string) => toRequestDto(await namedRequest(db, id));
export const recordingDto = async (db: Executor, id: string) => toRecordingDto(await namedRecording(db, id));

/**
 * After the commit: everyone on the consult's topic hears each step of recording its call, so both
 * sides show the question, the answer and the recording indicator.
 */
export async function announceRecording(hub: RealtimeHub, event: TRecordingEvent): Promise<void> {
  await hub.publish(`appointment:${event.appointmentId}`, event);
}
