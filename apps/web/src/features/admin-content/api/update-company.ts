import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TCompanyInput } from './create-company';
import { ADMIN_COMPANIES_QUERY_KEY, type TCompany } from './get-companies';

/** `PUT /companies/{id}`: a new name or code. */
export function updateCompany({ id, input }: { id: string; input: TCompanyInput }): Promise<TCompany> {
  return apiRequest(`/api/v1/companies/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_QUERY_KEY }),
  });
}
