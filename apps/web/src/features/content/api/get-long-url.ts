import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const longUrlPath = (nano: string) => `/api/v1/shortLinks/long-url/${encodeURIComponent(nano)}`;

/** `GET /shortLinks/long-url/{id}`: where a short link leads; 404 when unknown or expired. */
export const getLongUrl = ({ nano }: { nano: string }) => apiRequest<{ url: string }>(longUrlPath(nano));

export const longUrlQueryOptions = (nano: string) =>
  queryOptions({
    queryKey: ['short-links', nano],
    queryFn: () => getLongUrl({ nano }),
    // A link can expire or change: every visit asks again.
    staleTime: 0,
    retry: retryServerErrors,
  });

export const useLongUrl = (nano: string, { enabled = true } = {}) =>
  useQuery({ ...longUrlQueryOptions(nano), enabled });
