import type { TFaq } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TFaqEntryInput } from './create-faq';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

/** `PUT /faqs/{id}`: replaces an entry (question, answer, category, slug, published). */
export function updateFaq({ id, input }: { id: string; input: TFaqEntryInput }): Promise<TFaq> {
  return apiRequest(`/api/v1/faqs/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
