import { INVOICES_PAGE_SIZE, type TInvoice, type TInvoiceList } from '@curo/core/invoices';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { assertMaySeeInvoices } from './invoices.policy';
import { listInvoices } from './invoices.repository';

type InvoiceWithPayment = Awaited<ReturnType<typeof listInvoices>>['rows'][number];

/** An invoice as its lists answer it, with the payment's amount and refunds as they stand. */
export const toInvoiceDto = ({ invoice, payment }: InvoiceWithPayment): TInvoice => ({
  id: invoice.id,
  number: invoice.number,
  issuedAt: invoice.issuedAt.toISOString(),
  paymentId: payment.id,
  appointmentId: invoice.appointmentId,
  amountCents: payment.amountCents,
  refundedCents: payment.refundedCents,
  description: payment.description,
  test: payment.provider === 'test',
});

/** `GET /users/{id}/invoices`: the person's invoices, newest first, 20 a page (theirs and admins' to see). */
export async function getInvoices({
  db,
  principal,
  userId,
  page,
}: {
  db: Executor;
  principal: Principal;
  userId: string;
  page: number;
}): Promise<TInvoiceList> {
  assertMaySeeInvoices(principal, userId);
  const { rows, total } = await listInvoices(db, userId, { page, pageSize: INVOICES_PAGE_SIZE });
  return {
    items: rows.map(toInvoiceDto),
    total,
    page,
    pageSize: INVOICES_PAGE_SIZE,
  };
}
