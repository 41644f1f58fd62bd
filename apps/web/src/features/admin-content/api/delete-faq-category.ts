import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

/** `DELETE /faqs/categories/{slug}`: only an empty category goes (409 while it has entries). */
export function deleteFaqCategory({ slug }: { slug: string }): Promise<void> {
  return apiRequest(`/api/v1/faqs/categories/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeleteFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
