import type { ZCompanyInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_COMPANIES_QUERY_KEY, type TCompany } from './get-companies';

export type TCompanyInput = z.input<typeof ZCompanyInput>;

/** `POST /companies`: its code becomes `/{code}` (409 when taken or used by the site). */
export function createCompany(input: TCompanyInput): Promise<TCompany> {
  return apiRequest('/api/v1/companies', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_QUERY_KEY }),
  });
}
