import type { TPriceList } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';

export const ADMIN_SITE_QUERY_KEY = ['admin-content', 'site'] as const;

/** The general price list, or the one for children. */
export type TPriceListKind = 'pricing' | 'kids-pricing';

/** `GET /services/pricing` or `/services/kids-pricing`. */
export function getPriceList(kind: TPriceListKind): Promise<TPriceList> {
  return apiRequest(`/api/v1/services/${kind}`, FRESH);
}

export const priceListQueryKey = (kind: TPriceListKind) => [...ADMIN_SITE_QUERY_KEY, 'prices', kind] as const;

export const priceListQueryOptions = (kind: TPriceListKind) =>
  queryOptions({
    queryKey: priceListQueryKey(kind),
    queryFn: () => getPriceList(kind),
    // The editor holds its own rows once loaded; a refetch must not overwrite them.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function usePriceList(kind: TPriceListKind) {
  return useQuery(priceListQueryOptions(kind));
}
