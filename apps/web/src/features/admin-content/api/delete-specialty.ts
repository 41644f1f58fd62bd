import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SPECIALTIES_QUERY_KEY } from './get-specialties';

/** `DELETE /specialties/{id}/destroy`: the specialty and its page. */
export function deleteSpecialty({ id }: { id: string }): Promise<void> {
  return apiRequest(`/api/v1/specialties/${encodeURIComponent(id)}/destroy`, { method: 'DELETE' });
}

export function useDeleteSpecialty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SPECIALTIES_QUERY_KEY }),
  });
}
