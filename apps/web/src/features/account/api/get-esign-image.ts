import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, toApiError } from '../../../lib/api-client';

/**
 * The signature image behind `doctorProfile.esignUrl`. It is not public, so an `<img src>` cannot
 * load it: it is fetched with the session's bearer token and shown from a blob.
 */
export async function getEsignImage({ url }: { url: string }): Promise<Blob> {
  const token = apiClient.getAccessToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

export const ESIGN_IMAGE_QUERY_KEY = ['esign-image'] as const;

export const esignImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...ESIGN_IMAGE_QUERY_KEY, url] as const,
    queryFn: () => getEsignImage({ url }),
    // The URL stays the same across uploads, so an upload invalidates this; nothing else changes it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEsignImage(url: string | null) {
  return useQuery({ ...esignImageQueryOptions(url ?? ''), enabled: url !== null });
}
