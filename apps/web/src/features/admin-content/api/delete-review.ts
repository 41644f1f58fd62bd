import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from './get-reviews';

/** `DELETE /services/googleReviews/{id}`. */
export function deleteReview({ id }: { id: string }): Promise<void> {
  return apiRequest(`/api/v1/services/googleReviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
