import type { TFaq } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PUBLIC_CONTENT_STALE_MS } from './get-price-list';

export const LATEST_FAQS_PATH = '/api/v1/services/latestFaqs';

/** `GET /services/latestFaqs`: the FAQ entries updated most recently. */
export const getLatestFaqs = () => apiRequest<{ items: TFaq[] }>(LATEST_FAQS_PATH);

export const latestFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'latestFaqs'],
    queryFn: getLatestFaqs,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });

export function useLatestFaqs() {
  return useQuery(latestFaqsQueryOptions());
}
