import type { TReview } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TReviewInput } from './create-review';
import { reviewsQueryKey } from './get-reviews';

/** `PUT /services/googleReviews/{id}`: changes a review, or hides or shows it. */
export function updateReview({ id, input }: { id: string; input: TReviewInput }): Promise<TReview> {
  return apiRequest(`/api/v1/services/googleReviews/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
