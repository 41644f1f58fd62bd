import type { TReview } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SITE_QUERY_KEY } from './get-price-list';

export interface TReviewList {
  items: TReview[];
  average: number | null;
  count: number;
}

export const reviewsQueryKey = [...ADMIN_SITE_QUERY_KEY, 'reviews'] as const;

/** `GET /services/googleReviews/all`: every review, hidden ones too. */
export function getReviews(): Promise<TReviewList> {
  return apiRequest('/api/v1/services/googleReviews/all');
}

export const reviewsQueryOptions = () => queryOptions({ queryKey: reviewsQueryKey, queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
