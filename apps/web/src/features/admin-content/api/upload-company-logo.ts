import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_COMPANIES_QUERY_KEY, type TCompany } from './get-companies';

/** `POST /companies/{id}/logo`: multipart, field `file`; answers the company. */
export function uploadCompanyLogo({ id, file }: { id: string; file: File }): Promise<TCompany> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/api/v1/companies/${encodeURIComponent(id)}/logo`, { method: 'POST', body });
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_QUERY_KEY }),
  });
}
