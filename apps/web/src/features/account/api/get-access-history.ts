import type { TAccessHistoryEntry } from '@curo/core/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TAccessHistoryEntry };

export const ACCESS_HISTORY_PATH = '/api/v1/users/me/access-history';
export const ACCESS_HISTORY_QUERY_KEY = ['access-history'] as const;

/**
 * `GET /users/me/access-history`: the staff who opened this patient's record, newest first; a
 * clinician who broke the glass (opened it with no consult) comes with the reason they gave.
 */
export async function getAccessHistory(): Promise<TAccessHistoryEntry[]> {
  const { items } = await apiRequest<{ items: TAccessHistoryEntry[] }>(ACCESS_HISTORY_PATH);
  return items;
}

export const accessHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ACCESS_HISTORY_QUERY_KEY,
    queryFn: getAccessHistory,
    // Someone checking who has looked at their record should see the latest.
    staleTime: 0,
  });

export function useAccessHistory() {
  return useQuery(accessHistoryQueryOptions());
}
