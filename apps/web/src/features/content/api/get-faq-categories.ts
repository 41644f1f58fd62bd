import type { TFaqCategory } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const FAQ_CATEGORIES_PATH = '/api/v1/faqs/categories';

/** `GET /faqs/categories`: the FAQ's topics in order, each with its number of published answers. */
export const getFaqCategories = () => apiRequest<{ items: TFaqCategory[] }>(FAQ_CATEGORIES_PATH);

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs', 'categories'],
    queryFn: getFaqCategories,
    staleTime: 5 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());
