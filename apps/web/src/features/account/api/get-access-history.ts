import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One line of `ZAccessHistory` (core exports the schema but not its type). */
export interface TAccessHistoryEntry {
  at: string;
  viewerName: string;
  viewerRole: string;
  action: string;
}

export const ACCESS_HISTORY_PATH = '/api/v1/users/me/access-history';
export const ACCESS_HISTORY_QUERY_KEY = ['access-history'] as const;

/** `GET /users/me/access-history`: the staff who opened this patient's record, newest first. */
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
