import { invoiceWords } from '@curo/core/invoices';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { ZInvoiceDetails } from './invoice-details';
import {
  drawInvoice,
  type InvoiceDocument,
  type InvoiceSupplier,
  invoiceFileName,
  invoiceFrame,
} from './invoice-document';
import { assertMaySeeInvoice, auditsInvoiceRead } from './invoices.policy';
import { findInvoiceWithPayment } from './invoices.repository';
import { INVOICE_ZONE } from './issue-invoice';

/**
 * An invoice as a PDF: what it says of the service is what was kept when it was issued; refunds to
 * date and the card are the payment's now, and the supplier is the business in the settings now.
 */
export function renderInvoicePdf(
  { invoice, payment, brand, last4 }: NonNullable<Awaited<ReturnType<typeof findInvoiceWithPayment>>>,
  supplier: InvoiceSupplier,
): Promise<Buffer> {
  const document: InvoiceDocument = {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    details: ZInvoiceDetails.parse(invoice.details),
    payment: {
      status: payment.status,
      refundedCents: payment.refundedCents,
      capturedAt: payment.capturedAt,
      provider: payment.provider,
      card: brand && last4 ? { brand, last4 } : null,
    },
    supplier,
    zone: INVOICE_ZONE,
  };
  return renderPdf(invoiceFrame(document), (writer) => drawInvoice(writer, document));
}

/**
 * `GET /invoices/{id}/pdf`: the tax invoice/receipt as a PDF, for its patient and admins (404 for
 * anyone else). What it says of the service is what was kept when it was issued; refunds to date
 * and the card are the payment's now, and the supplier is the business in the settings now. An
 * admin's download of a patient's invoice is audited as a read of their record.
 */
export async function getInvoicePdf({
  db,
  principal,
  invoiceId,
  supplier,
  client,
}: {
  db: Db;
  principal: Principal;
  invoiceId: string;
  supplier: InvoiceSupplier;
  client: ClientContext;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findInvoiceWithPayment(db, invoiceId);
  if (!row) throw notFound(invoiceWords.notFound);
  const { invoice } = row;
  assertMaySeeInvoice(principal, invoice);
  const pdf = await renderInvoicePdf(row, supplier);
  if (auditsInvoiceRead(principal, invoice)) {
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: invoice.patientId,
      recordType: 'invoice',
      recordId: invoice.id,
      context: client,
      details: { number: invoice.number },
    });
  }
  return { pdf, fileName: invoiceFileName(invoice.number) };
}
