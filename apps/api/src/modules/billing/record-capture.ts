import type { Executor } from '../../db/client';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { issueInvoice, queueReceipt } from '../invoices';
import { updatePaymentIfStatus } from './billing.repository';

/** What a capture needs to send the patient their receipt. */
export interface Receipts {
  mail: MailDelivery;
  business: { name: string; abn: string | null; address: string | null };
}

/**
 * Records in `tx` that a held payment was taken at `at` — however Curo learnt it (its own capture
 * after the consult, or Stripe's event) — with its tax invoice and the receipt email, so they all
 * commit together. Only a payment still held moves: false when another path recorded it first.
 */
export async function recordCapture(
  tx: Executor,
  { paymentId, at, settled, receipts }: { paymentId: string; at: Date; settled: boolean; receipts: Receipts },
): Promise<boolean> {
  const captured = await updatePaymentIfStatus(tx, paymentId, 'authorised', {
    status: 'captured',
    capturedAt: at,
    ...(settled ? { settledAt: at } : {}),
  });
  if (!captured) return false;
  const invoice = await issueInvoice(tx, { paymentId: captured.id, now: at });
  await queueReceipt(tx, { invoiceId: invoice.id, mail: receipts.mail, supplier: receipts.business });
  return true;
}
