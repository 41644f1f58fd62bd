import type { TFaq, TFaqCategory } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

export interface TFaqCategoryPage {
  category: TFaqCategory;
  items: TFaq[];
}

export const faqCategoryQueryKey = (slug: string) => [...ADMIN_FAQ_QUERY_KEY, 'category', slug] as const;

/** `GET /faqs/category/{slug}`: a category and its entries in order; an admin also gets drafts. */
export function getFaqCategory(slug: string): Promise<TFaqCategoryPage> {
  return apiRequest(`/api/v1/faqs/category/${encodeURIComponent(slug)}`, FRESH);
}

export const faqCategoryQueryOptions = (slug: string) =>
  queryOptions({ queryKey: faqCategoryQueryKey(slug), queryFn: () => getFaqCategory(slug) });

export function useFaqCategory(slug: string | undefined) {
  return useQuery({ ...faqCategoryQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
