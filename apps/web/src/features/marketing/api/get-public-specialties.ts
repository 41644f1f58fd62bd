import type { TSpecialty } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PUBLIC_CONTENT_STALE_MS } from './get-price-list';

export const PUBLIC_SPECIALTIES_PATH = '/api/v1/specialties/public';

/** `GET /specialties/public`: every specialty shown on the site, in the admins' order. */
export const getPublicSpecialties = () => apiRequest<{ items: TSpecialty[] }>(PUBLIC_SPECIALTIES_PATH);

export const publicSpecialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['specialties', 'public'],
    queryFn: getPublicSpecialties,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });

export function usePublicSpecialties() {
  return useQuery(publicSpecialtiesQueryOptions());
}
