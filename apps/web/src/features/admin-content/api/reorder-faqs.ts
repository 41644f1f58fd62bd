import type { TFaq } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { faqCategoryQueryKey, type TFaqCategoryPage } from './get-faq-category';

/** `POST /faqs/reorder`: every entry of the category, in the new order; answers the category. */
export function reorderFaqs(input: { categorySlug: string; ids: string[] }): Promise<TFaqCategoryPage> {
  return apiRequest('/api/v1/faqs/reorder', { method: 'POST', body: JSON.stringify(input) });
}

/**
 * Moves the entries on screen at once, so Move up can be pressed again straight away, and puts
 * them back if the server refuses.
 */
export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onMutate: async ({ categorySlug, ids }) => {
      const key = faqCategoryQueryKey(categorySlug);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TFaqCategoryPage>(key);
      if (before) {
        const byId = new Map(before.items.map((item) => [item.id, item]));
        const items = ids.map((id) => byId.get(id)).filter((item): item is TFaq => item !== undefined);
        queryClient.setQueryData<TFaqCategoryPage>(key, { ...before, items });
      }
      return { key, before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (page, { categorySlug }) => queryClient.setQueryData(faqCategoryQueryKey(categorySlug), page),
  });
}
