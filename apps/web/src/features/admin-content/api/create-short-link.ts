import type { ZShortLinkInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SHORT_LINKS_QUERY_KEY, type TShortLink } from './get-short-links';

export type TShortLinkInput = z.input<typeof ZShortLinkInput>;

/**
 * `POST /shortLinks`: a link to a path on this site or an allowed host (400 otherwise), with a
 * chosen code (409 when taken) or one made up by the server.
 */
export function createShortLink(input: TShortLinkInput): Promise<TShortLink> {
  return apiRequest('/api/v1/shortLinks', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShortLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SHORT_LINKS_QUERY_KEY }),
  });
}
