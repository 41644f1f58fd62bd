import { invoiceWords } from '@curo/core/invoices';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';

/**
 * Who sees whose invoices: the patient who paid, and Curo's admins (as with payments,
 * `billing.policy.ts`). Anyone else's answer 404, as if there were none: a doctor sees the
 * consult, not what the patient paid for it.
 */
export function assertMaySeeInvoices(principal: Principal, userId: string): void {
  if (principal.userId !== userId && principal.role !== 'admin') throw notFound('User not found');
}

/** One invoice, by the same rule: its patient and admins; anyone else 404. */
export function assertMaySeeInvoice(principal: Principal, invoice: { patientId: string }): void {
  if (principal.userId !== invoice.patientId && principal.role !== 'admin')
    throw notFound(invoiceWords.notFound);
}

/** An admin's download of someone else's invoice is a read of their record, and audited. */
export const auditsInvoiceRead = (principal: Principal, invoice: { patientId: string }) =>
  principal.role === 'admin' && principal.userId !== invoice.patientId;
