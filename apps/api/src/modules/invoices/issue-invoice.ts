import { invoiceNumber } from '@curo/core/invoices';
import { doctorDisplayName } from '@curo/core/users';
import { DateTime } from 'luxon';
import type { Executor } from '../../db/client';
import type { TInvoiceDetails } from './invoice-details';
import {
  findInvoiceByPayment,
  insertInvoice,
  invoiceFacts,
  lockPayment,
  takeInvoiceSequence,
} from './invoices.repository';

/** Invoice years are calendar years where the business is: Sydney. */
export const INVOICE_ZONE = 'Australia/Sydney';

/** A payment is invoiced once money was taken: captured, and still so after any refund. */
const INVOICED_STATES = new Set(['captured', 'partially_refunded', 'refunded']);

/**
 * Issues the tax invoice/receipt of a captured payment, inside the caller's transaction (the one
 * that marks the payment captured, after it has): the payment's row is locked, and a payment that
 * already has an invoice answers that one. Otherwise the next number of `now`'s year in Sydney is
 * taken from the year's counter in the same transaction, so numbers never skip (a transaction that
 * rolls back gives its number back) and never repeat, and what the invoice says of the consult is
 * kept with it. Pass a transaction: outside one, the payment's lock ends with its statement.
 */
export async function issueInvoice(
  tx: Executor,
  { paymentId, now = new Date() }: { paymentId: string; now?: Date },
): Promise<{ id: string; number: string }> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`issueInvoice: payment ${paymentId} not found`);
  const existing = await findInvoiceByPayment(tx, paymentId);
  if (existing) return { id: existing.id, number: existing.number };
  if (!INVOICED_STATES.has(payment.status))
    throw new Error(`issueInvoice: payment ${paymentId} is ${payment.status}, not captured`);

  const { patient, consult } = await invoiceFacts(tx, payment);
  const serviceDate = consult?.startsAt ?? consult?.completedAt ?? payment.capturedAt ?? now;
  const details: TInvoiceDetails = {
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : 'Former patient',
    familyMemberName:
      consult?.familyFirstName != null ? `${consult.familyFirstName} ${consult.familyLastName}` : null,
    doctorName:
      consult?.doctorFirstName != null
        ? doctorDisplayName({ firstName: consult.doctorFirstName, lastName: consult.doctorLastName ?? '' })
        : null,
    providerNumber: consult?.providerNumber ?? null,
    service: payment.description,
    serviceDate: serviceDate.toISOString(),
    mbsItem: consult?.mbsItem ?? null,
    priceCents: payment.priceCents,
    discountCents: payment.discountCents,
    discountCode: payment.discountCode,
    amountCents: payment.amountCents,
  };

  const year = DateTime.fromJSDate(now, { zone: INVOICE_ZONE }).year;
  const sequence = await takeInvoiceSequence(tx, year);
  const invoice = await insertInvoice(tx, {
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    paymentId,
    patientId: payment.patientId,
    appointmentId: payment.appointmentId,
    details,
    issuedAt: now,
  });
  return { id: invoice.id, number: invoice.number };
}
