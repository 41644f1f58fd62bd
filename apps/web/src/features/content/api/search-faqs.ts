import type { TFaq } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const FAQ_SEARCH_PATH = '/api/v1/faqs/search';
export const faqSearchPath = (q: string) => `${FAQ_SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;

/** A search hit; the highlights are HTML-escaped text with matches wrapped in `<mark>`. */
export interface TFaqSearchHit {
  faq: TFaq;
  rank: number;
  questionHighlight: string;
  answerHighlight: string;
}

export interface TFaqSearchResult {
  query: string;
  items: TFaqSearchHit[];
}

/** `GET /faqs/search?q=`: published answers, best match first. */
export const searchFaqs = ({ q }: { q: string }) => apiRequest<TFaqSearchResult>(faqSearchPath(q));

export const faqSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['faqs', 'search', q],
    queryFn: () => searchFaqs({ q }),
    staleTime: 60 * 1000,
    retry: retryServerErrors,
  });

/** Results for `q`; nothing is asked for an empty query. */
export const useFaqSearch = (q: string) => useQuery({ ...faqSearchQueryOptions(q), enabled: q.length > 0 });
