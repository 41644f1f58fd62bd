import type { TFaqCategory } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TFaqCategoryInput } from './create-faq-category';
import { ADMIN_FAQ_QUERY_KEY } from './get-faq-categories';

/** `PUT /faqs/categories/{slug}`: renames a category; a new slug takes its entries with it. */
export function updateFaqCategory({
  slug,
  input,
}: {
  slug: string;
  input: TFaqCategoryInput;
}): Promise<TFaqCategory> {
  return apiRequest(`/api/v1/faqs/categories/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaqCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_QUERY_KEY }),
  });
}
