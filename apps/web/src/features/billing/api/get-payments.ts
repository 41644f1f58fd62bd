import { type TPayment, type TPaymentList, ZPaymentList } from '@curo/core/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TPayment };

export const paymentsPath = (userId: string) => `/api/v1/users/${userId}/payments`;

/** `GET /users/{id}/payments?page=`: the person's payments, newest first, 20 a page. */
export async function getPayments(userId: string, page: number): Promise<TPaymentList> {
  const query = page > 1 ? `?page=${page}` : '';
  return ZPaymentList.parse(await apiRequest<unknown>(`${paymentsPath(userId)}${query}`));
}

export const paymentsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['payments', userId, page] as const,
    queryFn: () => getPayments(userId, page),
    // The page shown stays while the next loads.
    placeholderData: keepPreviousData,
  });

export function usePayments(userId: string | undefined, page: number) {
  return useQuery({ ...paymentsQueryOptions(userId ?? '', page), enabled: userId !== undefined });
}
