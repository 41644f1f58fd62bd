import type { TSpecialty, ZSpecialtyInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SPECIALTIES_QUERY_KEY, specialtiesQueryOptions } from './get-specialties';

export type TSpecialtyRequest = z.input<typeof ZSpecialtyInput>;

/** `POST /specialties` (409 when the name or slug is taken). */
export function createSpecialty(input: TSpecialtyRequest): Promise<TSpecialty> {
  return apiRequest('/api/v1/specialties', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateSpecialty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialty,
    onSuccess: (created) => {
      // In the list at once, so the editor that made it can open it while the list reloads.
      queryClient.setQueryData(specialtiesQueryOptions().queryKey, (list) =>
        list ? { items: [...list.items, created] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: ADMIN_SPECIALTIES_QUERY_KEY });
    },
  });
}
