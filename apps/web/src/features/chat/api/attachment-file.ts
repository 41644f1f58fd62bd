import { useQuery } from '@tanstack/react-query';
import { apiClient, apiRequest, toApiError } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { chatKeys } from './chat-keys';

/**
 * An attachment's bytes, through the API with the session's token (a plain link or `<img>`
 * carries none). An expired token is renewed once, as any authenticated request would.
 */
export async function fetchAttachment(url: string): Promise<Blob> {
  const send = () => {
    const token = apiClient.getAccessToken();
    return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  let response = await send();
  if (response.status === 401 && apiClient.getAccessToken()) {
    await apiRequest(FETCH_LOGIN_PATH);
    response = await send();
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** Saves an attachment under its own name. */
export async function downloadAttachment(url: string, fileName: string) {
  const objectUrl = URL.createObjectURL(await fetchAttachment(url));
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** An image attachment's bytes for its thumbnail; kept while the chat is open, never refetched. */
export const useAttachmentBlob = (url: string, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.attachment(url),
    queryFn: () => fetchAttachment(url),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
