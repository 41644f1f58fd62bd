import type { TUserDetail } from '@curo/core/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;
export const userQueryKey = (id: string) => ['users', id] as const;

/** `GET /users/{id}`: a user with their patient or doctor profile. */
export function getUser({ id }: { id: string }): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(userPath(id));
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser({ id }) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
