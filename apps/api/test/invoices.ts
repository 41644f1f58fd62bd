import { invoices } from '../src/db/schema/billing';
import { issueInvoice } from '../src/modules/invoices';
import type { TestApp } from './build-test-app';

/**
 * Test helpers for invoices: a payment (made with `test/payments.ts`) invoiced through the module's
 * own `issueInvoice` in a transaction, as capture does, and the invoices stored.
 */

/** Issues a payment's invoice in a transaction of its own, at `now`. */
export function issueInvoiceNow(t: TestApp, paymentId: string, now: Date) {
  return t.database.db.transaction((tx) => issueInvoice(tx, { paymentId, now }));
}

/** The invoices stored, oldest number first. */
export function storedInvoices(t: TestApp) {
  return t.database.db.select().from(invoices).orderBy(invoices.year, invoices.sequence);
}
