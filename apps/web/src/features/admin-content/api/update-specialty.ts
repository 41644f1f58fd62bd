import type { TSpecialty } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TSpecialtyRequest } from './create-specialty';
import { ADMIN_SPECIALTIES_QUERY_KEY } from './get-specialties';

/** `PUT /specialties/{id}`: replaces every field, the hero image's address included. */
export function updateSpecialty({
  id,
  input,
}: {
  id: string;
  input: TSpecialtyRequest;
}): Promise<TSpecialty> {
  return apiRequest(`/api/v1/specialties/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateSpecialty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpecialty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SPECIALTIES_QUERY_KEY }),
  });
}
