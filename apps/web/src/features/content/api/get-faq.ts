import type { TFaq } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const faqPath = (slug: string) => `/api/v1/faqs/slug/${encodeURIComponent(slug)}`;

export type TFaqDetail = TFaq & { related: TFaq[] };

/** `GET /faqs/slug/{slug}`: one answer with others from its topic; 404 when not published. */
export const getFaq = ({ slug }: { slug: string }) => apiRequest<TFaqDetail>(faqPath(slug));

export const faqQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['faqs', 'slug', slug],
    queryFn: () => getFaq({ slug }),
    // Each fetch counts as the question being asked, so it is not fetched again on every visit.
    staleTime: 10 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useFaq = (slug: string) => useQuery(faqQueryOptions(slug));
