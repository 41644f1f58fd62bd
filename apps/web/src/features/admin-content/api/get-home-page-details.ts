import type { THomePageDetails } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';
import { ADMIN_SITE_QUERY_KEY } from './get-price-list';

export const homePageDetailsQueryKey = [...ADMIN_SITE_QUERY_KEY, 'home'] as const;

/** `GET /services/homePageDetails`: the home page's editable text. */
export function getHomePageDetails(): Promise<THomePageDetails> {
  return apiRequest('/api/v1/services/homePageDetails', FRESH);
}

export const homePageDetailsQueryOptions = () =>
  queryOptions({
    queryKey: homePageDetailsQueryKey,
    queryFn: getHomePageDetails,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useHomePageDetails() {
  return useQuery(homePageDetailsQueryOptions());
}
