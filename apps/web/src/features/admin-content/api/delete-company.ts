import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_COMPANIES_QUERY_KEY } from './get-companies';

/** `DELETE /companies/{id}`: only a company nobody belongs to (409 otherwise). */
export function deleteCompany({ id }: { id: string }): Promise<void> {
  return apiRequest(`/api/v1/companies/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_QUERY_KEY }),
  });
}
