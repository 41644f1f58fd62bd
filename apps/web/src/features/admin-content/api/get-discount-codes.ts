import type { TDiscountCode, TDiscountCodeList } from '@curo/core/discounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TDiscountCode, TDiscountCodeList };

export const ADMIN_DISCOUNT_CODES_QUERY_KEY = ['admin-content', 'discount-codes'] as const;

export interface TDiscountCodeFilters {
  /** Part of the code, any case. */
  q?: string;
  page: number;
}

export function discountCodesPath({ q, page }: TDiscountCodeFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/api/v1/discountCodes/listDiscountCodes${search ? `?${search}` : ''}`;
}

/** `GET /discountCodes/listDiscountCodes?q&page`: codes, newest first, 20 a page, with their uses. */
export function getDiscountCodes(filters: TDiscountCodeFilters): Promise<TDiscountCodeList> {
  return apiRequest(discountCodesPath(filters));
}

export const discountCodesQueryOptions = (filters: TDiscountCodeFilters) =>
  queryOptions({
    queryKey: [...ADMIN_DISCOUNT_CODES_QUERY_KEY, 'list', filters],
    queryFn: () => getDiscountCodes(filters),
    placeholderData: keepPreviousData,
  });

export function useDiscountCodes(filters: TDiscountCodeFilters) {
  return useQuery(discountCodesQueryOptions(filters));
}
