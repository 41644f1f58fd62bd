import { formatAud } from '@curo/core/money';
import type { Executor } from '../../db/client';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { renderInvoicePdf } from './get-invoice-pdf';
import { type InvoiceSupplier, invoiceFileName } from './invoice-document';
import { findInvoiceWithPayment, invoiceRecipient } from './invoices.repository';

/**
 * Emails the patient their tax invoice/receipt (the PDF attached), queued in the transaction that
 * issued it, so the email goes exactly when the charge and the invoice commit.
 */
export async function queueReceipt(
  tx: Executor,
  { invoiceId, mail, supplier }: { invoiceId: string; mail: MailDelivery; supplier: InvoiceSupplier },
): Promise<void> {
  const row = await findInvoiceWithPayment(tx, invoiceId);
  if (!row) return;
  const patient = await invoiceRecipient(tx, row.invoice.patientId);
  if (!patient) return;
  const pdf = await renderInvoicePdf(row, supplier);
  await mail.queueEmail(tx, {
    toAddress: patient.email,
    subject: `Your receipt ${row.invoice.number}`,
    textBody: [
      `Hello ${patient.firstName},`,
      '',
      `Thank you. We have charged ${formatAud(row.payment.amountCents)} for: ${row.payment.description}.`,
      row.payment.provider === 'test' ? 'This was a test payment: no money moved.' : null,
      '',
      `Your tax invoice/receipt ${row.invoice.number} is attached. It is a GST-free medical service.`,
      `All your invoices: ${mail.publicUrl}/account/invoices`,
      '',
      'Curo',
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    attachments: [
      {
        filename: invoiceFileName(row.invoice.number),
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}
