import type { THomePageDetails } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PUBLIC_CONTENT_STALE_MS } from './get-price-list';

export const HOME_PAGE_DETAILS_PATH = '/api/v1/services/homePageDetails';

/** `GET /services/homePageDetails`: the hero's text and an optional announcement, edited by admins. */
export const getHomePageDetails = () => apiRequest<THomePageDetails>(HOME_PAGE_DETAILS_PATH);

export const homePageDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'homePageDetails'],
    queryFn: getHomePageDetails,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });

export function useHomePageDetailsQuery() {
  return useQuery(homePageDetailsQueryOptions());
}
