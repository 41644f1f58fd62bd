import type { TFaqCategory, ZFaqCategoryInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

export type TFaqCategoryInput = z.input<typeof ZFaqCategoryInput>;

/** `POST /faqs/categories`: a new, empty category at the end (409 when the slug is taken). */
export function createFaqCategory(input: TFaqCategoryInput): Promise<TFaqCategory> {
  return apiRequest('/api/v1/faqs/categories', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaqCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
