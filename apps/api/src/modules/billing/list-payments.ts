import { PAYMENTS_PAGE_SIZE, type TPayment, type TPaymentList } from '@curo/core/billing';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { assertMaySeePayments } from './billing.policy';
import { listPayments, type PaymentWithCard } from './billing.repository';

export const paymentDto = ({ payment, brand, last4 }: PaymentWithCard): TPayment => ({
  id: payment.id,
  appointmentId: payment.appointmentId,
  description: payment.description,
  priceCents: payment.priceCents,
  discountCents: payment.discountCents,
  discountCode: payment.discountCode,
  amountCents: payment.amountCents,
  refundedCents: payment.refundedCents,
  status: payment.status,
  card: brand && last4 ? { brand, last4 } : null,
  test: payment.provider === 'test',
  createdAt: payment.createdAt.toISOString(),
  capturedAt: payment.capturedAt?.toISOString() ?? null,
});

/** `GET /users/{id}/payments`: the person's payments, newest first, 20 a page (theirs and admins' to see). */
export async function getPayments({
  db,
  principal,
  userId,
  page,
}: {
  db: Executor;
  principal: Principal;
  userId: string;
  page: number;
}): Promise<TPaymentList> {
  assertMaySeePayments(principal, userId);
  const { rows, total } = await listPayments(db, userId, { page, pageSize: PAYMENTS_PAGE_SIZE });
  return {
    items: rows.map(paymentDto),
    total,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
}
