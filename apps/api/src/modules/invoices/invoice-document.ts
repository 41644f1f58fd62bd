import { invoiceWords } from '@curo/core/invoices';
import { formatAud } from '@curo/core/money';
import { DateTime } from 'luxon';
import type { PdfFrame, PdfWriter } from '../../platform/pdf/pdf-document';
import type { TInvoiceDetails } from './invoice-details';

/** Who issues the invoice: the settings' business (BUSINESS_NAME, BUSINESS_ABN, BUSINESS_ADDRESS). */
export interface InvoiceSupplier {
  name: string;
  abn: string | null;
  address: string | null;
}

/** What an invoice's PDF shows, gathered by `getInvoicePdf`. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  details: TInvoiceDetails;
  /** The payment as it is now. */
  payment: {
    status: string;
    refundedCents: number;
    capturedAt: Date | null;
    provider: 'stripe' | 'test';
    card: { brand: string; last4: string } | null;
  };
  supplier: InvoiceSupplier;
  /** Dates are written in this zone (Sydney, where invoice years are counted). */
  zone: string;
}

/** An amount taken off: "−$10.00" (a minus sign, not a hyphen). */
const less = (cents: number) => `−${formatAud(cents)}`;

/** "51824753556" or "51 824 753 556" → "ABN 51 824 753 556"; without one, says so. */
export function abnLine(abn: string | null): string {
  if (!abn) return invoiceWords.abnNotSet;
  const digits = abn.replace(/\D/g, '');
  if (digits.length !== 11) return `ABN ${abn}`;
  return `ABN ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? (brand ? `${brand[0]?.toUpperCase()}${brand.slice(1)}` : 'Card');

const inZone = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).setLocale('en-AU');
/** `25 November 2026`. */
const day = (at: Date, zone: string) => inZone(at, zone).toFormat('d LLLL yyyy');
/** `Tue 24 Nov 2026, 9:00 am AEDT`: the zone named, so no reader misreads the time. */
const dayAndTime = (at: Date, zone: string) => inZone(at, zone).toFormat('ccc d LLL yyyy, h:mm a ZZZZ');

/** Money was taken (whatever has been refunded since): the invoice is also the receipt. */
const isPaid = (payment: InvoiceDocument['payment']) =>
  payment.capturedAt !== null || ['captured', 'partially_refunded', 'refunded'].includes(payment.status);

export const invoiceTitle = (document: InvoiceDocument) =>
  isPaid(document.payment) ? invoiceWords.paidTitle : invoiceWords.title;

/** `INV-2026-000001.pdf`. */
export const invoiceFileName = (number: string) => `${number}.pdf`;

export function invoiceFrame(document: InvoiceDocument): PdfFrame {
  return {
    title: `${invoiceTitle(document)} ${document.number}`,
    footer: `${invoiceTitle(document)} ${document.number} · ${document.supplier.name} · ${abnLine(document.supplier.abn)}`,
  };
}

/**
 * Draws the invoice: the supplier and its ABN, the invoice's number and dates, who saw whom (the
 * doctor's provider number, the patient), the service marked GST-free with its fee, discount,
 * amount paid, refunds to date and net, GST of $0.00, and how it was paid. A payment through the
 * built-in test gateway says plainly that no money moved.
 */
export function drawInvoice(pdf: PdfWriter, document: InvoiceDocument): void {
  const { details, payment, supplier, zone } = document;
  pdf.title(invoiceTitle(document));
  if (payment.provider === 'test') {
    pdf.paragraph([{ text: invoiceWords.testPayment, bold: true }]);
    pdf.gap(0.5);
  }
  pdf.paragraph([{ text: supplier.name, bold: true }]);
  pdf.paragraph(abnLine(supplier.abn));
  if (supplier.address) pdf.paragraph(supplier.address);
  pdf.gap(0.8);

  const people: Array<[string, string]> = [
    ['Invoice number', document.number],
    ['Date issued', day(document.issuedAt, zone)],
    [
      'Date of service',
      details.serviceDate ? dayAndTime(new Date(details.serviceDate), zone) : 'Not recorded',
    ],
    ['Doctor', details.doctorName ?? 'Not recorded'],
    ['Provider number', details.providerNumber ?? 'Not recorded'],
  ];
  if (details.familyMemberName) {
    people.push(['Patient', details.familyMemberName], ['Account holder', details.patientName]);
  } else {
    people.push(['Patient', details.patientName]);
  }
  if (details.mbsItem) people.push(['MBS item', details.mbsItem]);
  pdf.fields(people);

  pdf.heading('Service');
  pdf.paragraph([{ text: details.service, bold: true }]);
  pdf.paragraph([{ text: invoiceWords.gstFree, muted: true }]);
  pdf.gap(0.5);
  const net = details.amountCents - payment.refundedCents;
  const amounts: Array<[string, string]> = [['Fee', formatAud(details.priceCents)]];
  if (details.discountCents > 0)
    amounts.push([
      'Discount',
      `${less(details.discountCents)}${details.discountCode ? ` (code ${details.discountCode})` : ''}`,
    ]);
  amounts.push(
    ['Amount paid', formatAud(details.amountCents)],
    ['Refunds to date', payment.refundedCents > 0 ? less(payment.refundedCents) : formatAud(0)],
    ['Net', formatAud(net)],
  );
  pdf.fields(amounts);
  pdf.gap(0.5);
  pdf.paragraph([{ text: invoiceWords.totalGst, bold: true }]);

  pdf.heading('Payment');
  const paid: Array<[string, string]> = [
    ['Paid by', payment.card ? `${brandName(payment.card.brand)} ending in ${payment.card.last4}` : 'Card'],
  ];
  if (payment.capturedAt) paid.push(['Paid on', day(payment.capturedAt, zone)]);
  pdf.fields(paid);
  if (payment.provider === 'test') {
    pdf.gap(0.5);
    pdf.paragraph([{ text: invoiceWords.testPayment, bold: true }]);
  }
  pdf.gap(1.5);
  pdf.paragraph([
    { text: 'Medical services are GST-free. Keep this invoice for your records.', muted: true },
  ]);
}
