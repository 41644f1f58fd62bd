import type { TUserDetail } from '@curo/core/users';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

export const FETCH_LOGIN_PATH = '/api/v1/users/fetchLogin';
export const CURRENT_USER_QUERY_KEY = ['auth', 'current-user'] as const;

/**
 * `GET /users/fetchLogin`: who the stored session belongs to, with their profile, and `maskedBy`
 * when an admin is viewing as them.
 */
export function getCurrentUser(): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(FETCH_LOGIN_PATH);
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getCurrentUser,
    staleTime: 5 * 60 * 1000,
    // A 4xx is an answer (the client has already tried a refresh); only a hiccup is worth a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
