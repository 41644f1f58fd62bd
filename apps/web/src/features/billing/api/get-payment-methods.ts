import { type TPaymentMethod, ZPaymentMethodList } from '@curo/core/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TPaymentMethod };

export const paymentMethodsPath = (userId: string) => `/api/v1/users/${userId}/paymentMethods`;
export const paymentMethodsQueryKey = (userId: string) => ['payment-methods', userId] as const;

/** `GET /users/{id}/paymentMethods`: the person's saved cards, the default first. */
export async function getPaymentMethods(userId: string): Promise<TPaymentMethod[]> {
  return ZPaymentMethodList.parse(await apiRequest<unknown>(paymentMethodsPath(userId))).items;
}

export const paymentMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: paymentMethodsQueryKey(userId),
    queryFn: () => getPaymentMethods(userId),
  });

/** The saved cards of `userId`; waits while the signed-in user is still unknown. */
export function usePaymentMethods(userId: string | undefined) {
  return useQuery({ ...paymentMethodsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
