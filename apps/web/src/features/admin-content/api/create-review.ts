import type { TReview, ZReviewInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from './get-reviews';

export type TReviewInput = z.input<typeof ZReviewInput>;

/** `POST /services/googleReviews`. */
export function createReview(input: TReviewInput): Promise<TReview> {
  return apiRequest('/api/v1/services/googleReviews', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
