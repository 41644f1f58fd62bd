import type { TSpecialty } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_SPECIALTIES_QUERY_KEY = ['admin-content', 'specialties'] as const;

/** `GET /specialties`: every specialty, public or not, in the site's order. */
export function getSpecialties(): Promise<{ items: TSpecialty[] }> {
  return apiRequest('/api/v1/specialties');
}

export const specialtiesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_SPECIALTIES_QUERY_KEY, 'list'], queryFn: getSpecialties });

export function useSpecialties() {
  return useQuery(specialtiesQueryOptions());
}
