import type { TPayment, TRefundPayment } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import { formatAud } from '@curo/core/money';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { actorsOf, auditedChange } from '../audit';
import { addRefund, findPayment, findPaymentWithCard } from './billing.repository';
import { paymentDto } from './list-payments';
import { gatewayOrRefuse } from './manage-payment-methods';

const REFUNDABLE = ['captured', 'partially_refunded'] as const;

/**
 * `POST /payments/{id}/refund` (admins): gives back part or all of what was taken, with the reason
 * kept in the audit trail. The processor refunds first, under a key of this request's own; the
 * row then moves from the amount it was read with, so two admins refunding at once cannot give
 * back more than was paid (the second is refused and may try again on what is left).
 */
export async function refundPayment({
  db,
  gateway,
  principal,
  client,
  paymentId,
  input,
  idempotencyKey,
}: {
  db: Db;
  gateway: PaymentGateway | null;
  principal: Principal;
  client: ClientContext;
  paymentId: string;
  input: TRefundPayment;
  idempotencyKey: string;
}): Promise<TPayment> {
  const processor = gatewayOrRefuse(gateway);
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound('Payment not found');
  const left = payment.amountCents - payment.refundedCents;
  if (!(REFUNDABLE as readonly string[]).includes(payment.status) || left <= 0)
    throw new AppError(ErrorCode.REFUND_NOT_POSSIBLE, 'Only a payment that was charged can be refunded');
  if (payment.provider !== processor.kind || !payment.providerPaymentId)
    throw new AppError(ErrorCode.REFUND_NOT_POSSIBLE, 'This payment was made through another processor');
  const amount = input.amountCents ?? left;
  if (amount > left)
    throw new AppError(
      ErrorCode.REFUND_NOT_POSSIBLE,
      `At most ${formatAud(left)} is left to refund on this payment`,
    );
  await processor.refund(payment.providerPaymentId, amount, `refund:${payment.id}:${idempotencyKey}`);
  const refundedCents = payment.refundedCents + amount;
  await auditedChange(
    db,
    async (tx) => {
      const updated = await addRefund(tx, payment.id, {
        before: payment.refundedCents,
        after: refundedCents,
        status: refundedCents === payment.amountCents ? 'refunded' : 'partially_refunded',
      });
      if (!updated)
        throw new AppError(
          ErrorCode.REFUND_NOT_POSSIBLE,
          'The payment changed meanwhile. Reload it and try again',
        );
      return updated;
    },
    () => ({
      action: 'billing.payment_refunded',
      ...actorsOf(principal),
      subjectUserId: payment.patientId,
      recordType: 'payment',
      recordId: payment.id,
      context: client,
      details: { amountCents: amount, reason: input.reason },
    }),
  );
  const after = await findPaymentWithCard(db, payment.id);
  if (!after) throw notFound('Payment not found');
  return paymentDto(after);
}
