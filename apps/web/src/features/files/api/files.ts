import type { TFileKind, TStoredFile, TStoredFileList, TUploadableKind } from '@curo/core/files';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, apiRequest } from '../../../lib/api-client';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import { retryServerErrors } from '../../../lib/is-not-found';

export const fileKeys = {
  all: ['files'] as const,
  list: (kind: TFileKind, appointmentId?: string) => ['files', kind, appointmentId ?? 'own'] as const,
};

const listPath = (kind: TFileKind, appointmentId?: string) =>
  `/api/v1/fileUploads/${kind}${appointmentId ? `?appointmentId=${appointmentId}` : ''}`;

/** `GET /fileUploads/{kind}`: a consult's referrals (`appointmentId`), or the caller's own templates. */
export const filesQueryOptions = (kind: TFileKind, appointmentId?: string) =>
  queryOptions({
    queryKey: fileKeys.list(kind, appointmentId),
    queryFn: () => apiRequest<TStoredFileList>(listPath(kind, appointmentId)),
    retry: retryServerErrors,
  });

export const useFiles = (kind: TFileKind, appointmentId?: string) =>
  useQuery(filesQueryOptions(kind, appointmentId));

/** `POST /fileUploads/{kind}` (multipart, field `file`; 413 too large, 415 wrong content). */
export function useUploadFile(kind: TUploadableKind, appointmentId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // The browser sets the multipart boundary itself.
      return apiClient.request<TStoredFile>(listPath(kind, appointmentId), { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.list(kind, appointmentId) }),
  });
}

/** `DELETE /fileUploads/{kind}/{id}`: the uploader removes a file. */
export function useRemoveFile(kind: TUploadableKind, appointmentId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: TStoredFile) => apiRequest<null>(file.downloadPath, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.list(kind, appointmentId) }),
  });
}

/** Downloads a stored file with the session's token and hands it to the browser's downloads. */
export async function downloadStoredFile(file: TStoredFile): Promise<void> {
  const response = await fetchApiFile(file.downloadPath);
  saveBlob(await response.blob(), file.fileName);
}

/** Not the caller's to see: the API hides files, and the consult, behind these. */
export const notForViewer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);
