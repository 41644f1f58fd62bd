import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

/** `DELETE /faqs/{id}`. */
export function deleteFaq({ id }: { id: string }): Promise<void> {
  return apiRequest(`/api/v1/faqs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
