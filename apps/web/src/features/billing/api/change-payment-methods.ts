import { type TPaymentMethod, ZPaymentMethodList } from '@curo/core/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentMethodsPath, paymentMethodsQueryKey } from './get-payment-methods';

interface MethodRef {
  userId: string;
  methodId: string;
}

export const paymentMethodPath = ({ userId, methodId }: MethodRef) =>
  `${paymentMethodsPath(userId)}/${methodId}`;

/** `POST /users/{id}/paymentMethods/{methodId}/default`: the cards as they now are. */
export async function makeDefaultPaymentMethod(ref: MethodRef): Promise<TPaymentMethod[]> {
  const answer = await apiRequest<unknown>(`${paymentMethodPath(ref)}/default`, { method: 'POST' });
  return ZPaymentMethodList.parse(answer).items;
}

/** `DELETE /users/{id}/paymentMethods/{methodId}`: the cards left. */
export async function removePaymentMethod(ref: MethodRef): Promise<TPaymentMethod[]> {
  const answer = await apiRequest<unknown>(paymentMethodPath(ref), { method: 'DELETE' });
  return ZPaymentMethodList.parse(answer).items;
}

/** Both answer with the whole list, which replaces the cached one. */
function useChangeMethods(change: (ref: MethodRef) => Promise<TPaymentMethod[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (items, { userId }) => queryClient.setQueryData(paymentMethodsQueryKey(userId), items),
  });
}

export const useMakeDefaultPaymentMethod = () => useChangeMethods(makeDefaultPaymentMethod);
export const useRemovePaymentMethod = () => useChangeMethods(removePaymentMethod);
