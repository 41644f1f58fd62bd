import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SPECIALTIES_QUERY_KEY } from './get-specialties';

/** `GET /specialties/publicUrl/{id}`: the path of the specialty's page on the site. */
export function getSpecialtyPublicUrl(id: string): Promise<{ url: string }> {
  return apiRequest(`/api/v1/specialties/publicUrl/${encodeURIComponent(id)}`);
}

export const specialtyPublicUrlQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_SPECIALTIES_QUERY_KEY, 'publicUrl', id],
    queryFn: () => getSpecialtyPublicUrl(id),
  });

export function useSpecialtyPublicUrl(id: string | undefined) {
  return useQuery({ ...specialtyPublicUrlQueryOptions(id ?? ''), enabled: Boolean(id) });
}
