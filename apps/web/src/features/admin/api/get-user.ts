import type { TUserDetail } from '@curo/core/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export const userPath = (id: string) => `/api/v1/users/getUserById/${encodeURIComponent(id)}`;
export const userQueryKey = (id: string) => [...ADMIN_USERS_QUERY_KEY, 'detail', id] as const;

/** `GET /users/getUserById/{id}`: one person with their profile. Opening a patient is audited. */
export function getUser({ id }: { id: string }): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(userPath(id));
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser({ id }) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
