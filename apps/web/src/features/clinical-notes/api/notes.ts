import type {
  TClinicalNote,
  TNoteDraftSave,
  TNoteEntry,
  TNoteEntryKind,
  TNoteSaved,
  TNoteSigned,
  TNoteVersionList,
  TPatientSummary,
} from '@curo/core/clinical-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';
import { noteKeys } from './note-keys';

const NOTES = '/api/v1/appointmentNotes';
export const notePath = (appointmentId: string) => `${NOTES}?appointmentId=${appointmentId}`;
export const draftPath = (appointmentId: string) => `${NOTES}/${appointmentId}`;
export const signPath = (appointmentId: string) => `${NOTES}/${appointmentId}/sign`;
export const entriesPath = (appointmentId: string, kind: TNoteEntryKind) =>
  `${NOTES}/${appointmentId}/${kind === 'addendum' ? 'addenda' : 'observations'}`;
export const versionsPath = (appointmentId: string) => `${NOTES}/${appointmentId}/versions`;
export const summaryPath = (appointmentId: string) => `${NOTES}/${appointmentId}/summary`;

/** Not the caller's to see: the API keeps the notes (and the consult) from them with these. */
export const notForViewer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * `GET /appointmentNotes?appointmentId=`. Each read goes into the patient's access history, so the
 * note is read when the panel opens and after a change, not each time the window regains focus.
 */
export const noteQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: noteKeys.note(appointmentId),
    queryFn: () => apiRequest<TClinicalNote>(notePath(appointmentId)),
    retry: retryServerErrors,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useNote = (appointmentId: string) => useQuery(noteQueryOptions(appointmentId));

/** `GET …/versions`: asked only when the history is opened (a read, audited like the note). */
export const useNoteVersions = (appointmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: noteKeys.versions(appointmentId),
    queryFn: () => apiRequest<TNoteVersionList>(versionsPath(appointmentId)),
    retry: retryServerErrors,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** `GET …/summary`: the patient's plain-language summary, once the note is signed. */
export const usePatientSummary = (appointmentId: string) =>
  useQuery({
    queryKey: noteKeys.summary(appointmentId),
    queryFn: () => apiRequest<TPatientSummary>(summaryPath(appointmentId)),
    retry: retryServerErrors,
  });

/** `PUT /appointmentNotes/{id}`: a draft save naming the version last seen (409 when stale). */
export const saveDraft = (appointmentId: string, draft: TNoteDraftSave) =>
  apiRequest<TNoteSaved>(draftPath(appointmentId), { method: 'PUT', body: JSON.stringify(draft) });

/** `POST …/sign`: signs (locks) the version the doctor sees. */
export const signNote = (appointmentId: string, baseVersion: number) =>
  apiRequest<TNoteSigned>(signPath(appointmentId), {
    method: 'POST',
    body: JSON.stringify({ baseVersion }),
  });

/** `POST …/addenda` or `…/observations`: a dated entry. */
export const addNoteEntry = (appointmentId: string, kind: TNoteEntryKind, text: string) =>
  apiRequest<TNoteEntry>(entriesPath(appointmentId, kind), {
    method: 'POST',
    body: JSON.stringify({ text }),
  });
