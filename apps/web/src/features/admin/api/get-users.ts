import type { TRole, TUserList } from '@curo/core/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const USERS_PATH = '/api/v1/users';
/** Every admin view of users: the lists and each person's page. Changes to a user invalidate it. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface TUserFilters {
  role?: TRole;
  query?: string;
  page: number;
}

/** The request path for `filters`, leaving out what is not set (page 1 included). */
export function usersPath({ role, query, page }: TUserFilters): string {
  const params = new URLSearchParams();
  if (role) params.set('role', role);
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${USERS_PATH}?${search}` : USERS_PATH;
}

/** `GET /users?role&query&page`: everyone, searched by name or email, 20 a page. */
export function getUsers(filters: TUserFilters): Promise<TUserList> {
  return apiRequest<TUserList>(usersPath(filters));
}

export const usersQueryOptions = (filters: TUserFilters) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'list', filters],
    queryFn: () => getUsers(filters),
    // The next page or search keeps the current rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: TUserFilters) {
  return useQuery(usersQueryOptions(filters));
}
