import type { TFaq, TFaqCategory } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const faqCategoryPath = (slug: string) => `/api/v1/faqs/category/${encodeURIComponent(slug)}`;

export interface TFaqCategoryPage {
  category: TFaqCategory;
  items: TFaq[];
}

/** `GET /faqs/category/{slug}`: one topic and its answers in order; 404 for an unknown topic. */
export const getFaqCategory = ({ slug }: { slug: string }) =>
  apiRequest<TFaqCategoryPage>(faqCategoryPath(slug));

export const faqCategoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['faqs', 'category', slug],
    queryFn: () => getFaqCategory({ slug }),
    staleTime: 5 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useFaqCategory = (slug: string) => useQuery(faqCategoryQueryOptions(slug));
