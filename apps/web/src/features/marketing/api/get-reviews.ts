import type { TReviewList } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PUBLIC_CONTENT_STALE_MS } from './get-price-list';

export const REVIEWS_PATH = '/api/v1/services/googleReviews';

export type { TReviewList };

/** `GET /services/googleReviews`: reviews our team curated and stored (nothing is fetched from Google). */
export const getReviews = () => apiRequest<TReviewList>(REVIEWS_PATH);

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'reviews'],
    queryFn: getReviews,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
