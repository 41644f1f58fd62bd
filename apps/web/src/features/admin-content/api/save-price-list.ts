import type { TPriceItem, TPriceList } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { priceListQueryKey, type TPriceListKind } from './get-price-list';

/** `PUT /services/pricing` or `/services/kids-pricing`: the rows replace the whole list. */
export function savePriceList({
  kind,
  items,
}: {
  kind: TPriceListKind;
  items: TPriceItem[];
}): Promise<TPriceList> {
  return apiRequest(`/api/v1/services/${kind}`, { method: 'PUT', body: JSON.stringify({ items }) });
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceList,
    onSuccess: (list, { kind }) => queryClient.setQueryData(priceListQueryKey(kind), list),
  });
}
