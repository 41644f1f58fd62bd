import type { TMbsItem, TMbsItemEdit } from '@curo/core/medicare';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MBS_ITEMS_PATH, MBS_ITEMS_QUERY_KEY } from './get-mbs-items';

export const mbsItemPath = (id: string) => `${MBS_ITEMS_PATH}/${encodeURIComponent(id)}`;

/**
 * `PATCH /medicareItems/{id}` (admins): only what changes; `active: false` takes the item out of
 * use, `demo: false` marks a demo item checked against the current schedule.
 */
export function updateMbsItem({ id, edit }: { id: string; edit: TMbsItemEdit }): Promise<TMbsItem> {
  return apiRequest(mbsItemPath(id), { method: 'PATCH', body: JSON.stringify(edit) });
}

export function useUpdateMbsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMbsItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MBS_ITEMS_QUERY_KEY }),
  });
}
