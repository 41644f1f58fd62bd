import type { TFaqCategory } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';

/** Everything the FAQ screen reads; each FAQ change invalidates it. */
export const ADMIN_FAQ_QUERY_KEY = ['admin-content', 'faq'] as const;

/** `GET /faqs/categories`: every category in order, with its number of published entries. */
export function getFaqCategories(): Promise<{ items: TFaqCategory[] }> {
  return apiRequest('/api/v1/faqs/categories', FRESH);
}

export const faqCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_FAQ_QUERY_KEY, 'categories'], queryFn: getFaqCategories });

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions());
}
