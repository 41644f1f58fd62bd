import { INVOICES_PAGE_SIZE, type TInvoiceList } from '@curo/core/invoices';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { assertMaySeeInvoices } from './invoices.policy';
import { listInvoices } from './invoices.repository';

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
    items: rows.map(({ invoice, payment }) => ({
      id: invoice.id,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      paymentId: payment.id,
      appointmentId: invoice.appointmentId,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      description: payment.description,
      test: payment.provider === 'test',
    })),
    total,
    page,
    pageSize: INVOICES_PAGE_SIZE,
  };
}
