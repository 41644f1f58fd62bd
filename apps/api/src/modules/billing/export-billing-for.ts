import type { TPayment, TPaymentMethod } from '@curo/core/billing';
import type { Executor } from '../../db/client';
import { listMethods, listPayments } from './billing.repository';
import { paymentDto } from './list-payments';
import { toDto } from './manage-payment-methods';

const BATCH = 200;

/**
 * The patient's payments and saved cards for their copy of their record (decision 0057). A card is
 * named by its brand, last four digits and expiry only: the card number never reaches Curo.
 */
export async function exportBillingFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<{ payments: TPayment[]; paymentMethods: TPaymentMethod[] }> {
  const payments: TPayment[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await listPayments(db, patientId, { page, pageSize: BATCH });
    payments.push(...rows.map(paymentDto));
    if (rows.length < BATCH || page * BATCH >= total) break;
  }
  return { payments, paymentMethods: (await listMethods(db, patientId)).map(toDto) };
}
