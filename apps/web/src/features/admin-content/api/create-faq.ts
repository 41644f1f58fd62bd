import type { TFaq, ZFaqInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

export type TFaqEntryInput = z.input<typeof ZFaqInput>;

/** `POST /faqs`: a new entry at the end of its category (409 when the slug is taken). */
export function createFaq(input: TFaqEntryInput): Promise<TFaq> {
  return apiRequest('/api/v1/faqs', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
