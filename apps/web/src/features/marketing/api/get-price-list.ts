import type { TPriceList } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TPriceListName } from '../content/pricing';

export const PRICE_LIST_PATHS: Record<TPriceListName, string> = {
  general: '/api/v1/services/pricing',
  kids: '/api/v1/services/kids-pricing',
};

/** `GET /services/pricing` or `/services/kids-pricing`: a price list as admins last saved it. */
export const getPriceList = ({ list }: { list: TPriceListName }) =>
  apiRequest<TPriceList>(PRICE_LIST_PATHS[list]);

/** The server lets browsers keep these a minute; so does the query cache. */
export const PUBLIC_CONTENT_STALE_MS = 60_000;

export const priceListQueryOptions = (list: TPriceListName) =>
  queryOptions({
    queryKey: ['services', 'pricing', list],
    queryFn: () => getPriceList({ list }),
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });

/** The raw query; pages use `usePriceList`, which adds the placeholders and formatting. */
export function usePriceListQuery(list: TPriceListName) {
  return useQuery(priceListQueryOptions(list));
}
