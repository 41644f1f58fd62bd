import type { TCallRecording, TCallRecordingList, TRecordingRequest } from '@curo/core/room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';
import { roomKeys } from './room-keys';

const consultPath = (appointmentId: string) => `/api/v1/appointments/${appointmentId}`;
export const recordingsPath = (appointmentId: string) => `${consultPath(appointmentId)}/recordings`;
const recordingFilePath = (recordingId: string) => `/api/v1/fileUploads/call-recordings/${recordingId}`;
export const chunkPath = (recordingId: string, index: number) =>
  `${recordingFilePath(recordingId)}/chunks/${index}`;
/**
 * The WebM of a recording for a `<video>` element, which cannot send the Authorization header: the
 * access token goes in the query instead (decision 0033).
 */
export const playbackPath = (recordingId: string, token: string | null) =>
  token
    ? `${recordingFilePath(recordingId)}?accessToken=${encodeURIComponent(token)}`
    : recordingFilePath(recordingId);

/**
 * `GET /appointments/{id}/recordings`: the request that stands and the recording running now, so a
 * reload shows the same indicator and question as the live events (decision 0033).
 */
export const recordingsQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: roomKeys.recordings(appointmentId),
    queryFn: () => apiRequest<TCallRecordingList>(recordingsPath(appointmentId)),
    retry: retryServerErrors,
  });

/** `fresh`: read again on every mount, even when the cache is new (the call's list lacks what it just finished). */
export const useRecordings = (appointmentId: string, { fresh = false } = {}) =>
  useQuery({ ...recordingsQueryOptions(appointmentId), refetchOnMount: fresh ? 'always' : true });

/** `POST .../recording-requests`: the doctor asks the patient (the pending one again if it stands). */
export const requestRecording = (appointmentId: string) =>
  apiRequest<TRecordingRequest>(`${consultPath(appointmentId)}/recording-requests`, { method: 'POST' });

/** `POST .../recording-requests/{requestId}/answer`: the patient agrees or declines. */
export const answerRecording = (appointmentId: string, requestId: string, agree: boolean) =>
  apiRequest<TRecordingRequest>(`${consultPath(appointmentId)}/recording-requests/${requestId}/answer`, {
    method: 'POST',
    body: JSON.stringify({ agree }),
  });

/** `POST .../recordings`: the doctor starts, on an agreement not yet used. */
export const startRecording = (appointmentId: string) =>
  apiRequest<TCallRecording>(recordingsPath(appointmentId), { method: 'POST' });

/** `POST .../recordings/{recordingId}/stop`: after the recorder's last chunk is stored. */
export const stopRecording = (appointmentId: string, recordingId: string) =>
  apiRequest<TCallRecording>(`${recordingsPath(appointmentId)}/${recordingId}/stop`, { method: 'POST' });

/** `PUT /fileUploads/call-recordings/{id}/chunks/{index}`: raw WebM bytes; the same index again is a no-op. */
export const uploadChunk = (recordingId: string, index: number, chunk: Blob, contentType: string) =>
  apiRequest<unknown>(chunkPath(recordingId, index), {
    method: 'PUT',
    body: chunk,
    headers: { 'content-type': contentType },
  });
