import type { ZShortLinkList } from '@curo/core/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TShortLinkList = z.infer<typeof ZShortLinkList>;
export type TShortLink = TShortLinkList['items'][number];

export const ADMIN_SHORT_LINKS_QUERY_KEY = ['admin-content', 'short-links'] as const;

/** `GET /shortLinks?page`: newest first, 20 a page. */
export function getShortLinks({ page }: { page: number }): Promise<TShortLinkList> {
  return apiRequest(`/api/v1/shortLinks${page > 1 ? `?page=${page}` : ''}`);
}

export const shortLinksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_SHORT_LINKS_QUERY_KEY, 'list', page],
    queryFn: () => getShortLinks({ page }),
    placeholderData: keepPreviousData,
  });

export function useShortLinks(page: number) {
  return useQuery(shortLinksQueryOptions(page));
}
