import type { TFaxView, TReceivedFax, TReceivedFaxPage } from '@curo/core/faxes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TReceivedFax, TReceivedFaxPage };

/** Every view of received faxes; a change to one invalidates them all. */
export const FAXES_QUERY_KEY = ['admin', 'faxes'] as const;
export const FAX_LIST_PAGE_SIZE = 20;

/** `GET /ReceivedFaxes/paginated/{folder}/{page}/{pageSize}` (decision 0041). */
export const receivedFaxesPath = (folder: TFaxView, page: number, pageSize = FAX_LIST_PAGE_SIZE) =>
  `/api/v1/ReceivedFaxes/paginated/${folder}/${page}/${pageSize}`;

export function getReceivedFaxes(folder: TFaxView, page: number): Promise<TReceivedFaxPage> {
  return apiRequest(receivedFaxesPath(folder, page));
}

export function useReceivedFaxes(folder: TFaxView, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...FAXES_QUERY_KEY, 'list', folder, page],
      queryFn: () => getReceivedFaxes(folder, page),
      placeholderData: keepPreviousData,
    }),
  );
}
