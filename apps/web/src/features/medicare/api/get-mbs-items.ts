import { type TMbsItem, type TMbsItemList, ZMbsItemList } from '@curo/core/medicare';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TMbsItem };

export const MBS_ITEMS_PATH = '/api/v1/medicareItems';
/** Every admin view of the MBS items; a change to one invalidates it. */
export const MBS_ITEMS_QUERY_KEY = ['medicare', 'items'] as const;

/** `GET /medicareItems` (admins): every item, active or not, by kind of consult and length. */
export async function getMbsItems(): Promise<TMbsItemList> {
  return ZMbsItemList.parse(await apiRequest<unknown>(MBS_ITEMS_PATH));
}

export const mbsItemsQueryOptions = () =>
  queryOptions({ queryKey: MBS_ITEMS_QUERY_KEY, queryFn: getMbsItems });

export function useMbsItems() {
  return useQuery(mbsItemsQueryOptions());
}
