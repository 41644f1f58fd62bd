import type { TMbsItem, TMbsItemInput } from '@curo/core/medicare';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MBS_ITEMS_PATH, MBS_ITEMS_QUERY_KEY } from './get-mbs-items';

/** `POST /medicareItems` (admins): a new item; 409 MBS_ITEM_TAKEN when its number is another's. */
export function createMbsItem(input: TMbsItemInput): Promise<TMbsItem> {
  return apiRequest(MBS_ITEMS_PATH, { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateMbsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMbsItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MBS_ITEMS_QUERY_KEY }),
  });
}
