import { type TPaymentMethod, type TSavePaymentMethod, ZPaymentMethod } from '@curo/core/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './get-payment-methods';

export const savePaymentMethodPath = (userId: string) => `/api/v1/users/${userId}/savePaymentMethod`;

/**
 * `POST /users/{id}/savePaymentMethod`: saves a card. `idempotencyKey` is one per submit, the same
 * when that submit is sent again, so a card is never saved twice (decision 0035).
 */
export async function savePaymentMethod({
  userId,
  body,
  idempotencyKey,
}: {
  userId: string;
  body: TSavePaymentMethod;
  idempotencyKey: string;
}): Promise<TPaymentMethod> {
  const saved = await apiRequest<unknown>(savePaymentMethodPath(userId), {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return ZPaymentMethod.parse(saved);
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    // The card number is in what was sent: it is not kept once the form is done with it.
    gcTime: 0,
    // Saving may have changed which card is the default: the list is read again, in the server's order.
    onSuccess: (_card, { userId }) =>
      queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(userId) }),
  });
}
