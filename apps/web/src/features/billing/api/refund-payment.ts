import { type TPayment, type TRefundPayment, ZPayment } from '@curo/core/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const refundPaymentPath = (paymentId: string) => `/api/v1/payments/${paymentId}/refund`;

/**
 * `POST /payments/{id}/refund` (admins): gives back part or all of a payment, with the reason,
 * which is audited. `idempotencyKey` is one per opening of the refund dialog, the same when its
 * submit is sent again, so one refund is never made twice (decision 0035).
 */
export async function refundPayment({
  paymentId,
  body,
  idempotencyKey,
}: {
  paymentId: string;
  /** The patient whose lists change. */
  patientId: string;
  body: TRefundPayment & { amountCents: number };
  idempotencyKey: string;
}): Promise<TPayment> {
  const refunded = await apiRequest<unknown>(refundPaymentPath(paymentId), {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return ZPayment.parse(refunded);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // The payment's refunded amount and status change, and its invoice's refunds to date with it.
    onSuccess: (_payment, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments', patientId] }),
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey(patientId) }),
      ]),
  });
}
