import { useQuery } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import { chatKeys } from './chat-keys';

/** An attachment's bytes, through the API with the session's token (see fetchApiFile). */
export const fetchAttachment = async (url: string): Promise<Blob> => (await fetchApiFile(url)).blob();

/** Saves an attachment under its own name. */
export async function downloadAttachment(url: string, fileName: string) {
  saveBlob(await fetchAttachment(url), fileName);
}

/** An image attachment's bytes for its thumbnail; kept while the chat is open, never refetched. */
export const useAttachmentBlob = (url: string, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.attachment(url),
    queryFn: () => fetchAttachment(url),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
