import type { TSession } from '@curo/core/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SESSIONS_PATH = '/api/v1/users/me/sessions';
export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** `GET /users/me/sessions`: every device signed in to this account. */
export async function getSessions(): Promise<TSession[]> {
  const { items } = await apiRequest<{ items: TSession[] }>(SESSIONS_PATH);
  return items;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: getSessions,
    // A list someone opens to check for strangers should not be half a minute old.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
