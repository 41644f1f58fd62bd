import type { ZCompanyAdminList } from '@curo/core/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TCompanyList = z.infer<typeof ZCompanyAdminList>;
export type TCompany = TCompanyList['items'][number];

export const ADMIN_COMPANIES_QUERY_KEY = ['admin-content', 'companies'] as const;

export interface TCompanyFilters {
  query?: string;
  page: number;
}

export function companiesPath({ query, page }: TCompanyFilters): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/api/v1/companies${search ? `?${search}` : ''}`;
}

/** `GET /companies?query&page`: companies by name with their member counts, 20 a page. */
export function getCompanies(filters: TCompanyFilters): Promise<TCompanyList> {
  return apiRequest(companiesPath(filters));
}

export const companiesQueryOptions = (filters: TCompanyFilters) =>
  queryOptions({
    queryKey: [...ADMIN_COMPANIES_QUERY_KEY, 'list', filters],
    queryFn: () => getCompanies(filters),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filters: TCompanyFilters) {
  return useQuery(companiesQueryOptions(filters));
}
