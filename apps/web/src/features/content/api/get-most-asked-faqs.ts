import type { TFaq } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const MOST_ASKED_FAQS_PATH = '/api/v1/faqs/most-asked';

/** `GET /faqs/most-asked`: the entries opened most often. */
export const getMostAskedFaqs = () => apiRequest<{ items: TFaq[] }>(MOST_ASKED_FAQS_PATH);

export const mostAskedFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs', 'most-asked'],
    queryFn: getMostAskedFaqs,
    staleTime: 5 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useMostAskedFaqs = () => useQuery(mostAskedFaqsQueryOptions());
