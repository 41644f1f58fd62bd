import { z } from 'zod';

/**
 * Tax invoices/receipts (issue 13, item 3): one per captured payment, numbered without gaps within
 * each calendar year in Sydney (`INV-2026-000001`), downloadable as PDF by the patient and admins.
 * Consults are GST-free medical services, so every invoice says GST is $0.00.
 */

export const INVOICES_PAGE_SIZE = 20;

/** `INV-2026-000001`: the year (Sydney) and the number within it, six digits. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/;
export const invoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(6, '0')}`;

/** What an invoice says, word for word (the PDF, and tests that read it). */
export const invoiceWords = {
  title: 'Tax invoice',
  paidTitle: 'Tax invoice / receipt',
  gstFree: 'GST-free medical service',
  totalGst: 'Total GST: $0.00',
  abnNotSet: 'ABN not set',
  testPayment: 'Test payment — no money moved',
  /** The account's empty list. */
  empty: 'No invoices yet.',
  emptyHint: 'An invoice appears here once a consult you paid for is completed.',
  notFound: 'Invoice not found',
} as const;

/** One invoice in a list: what it is for, how much was paid and how much has been refunded since. */
export const ZInvoice = z.object({
  id: z.string().uuid(),
  number: z.string().regex(INVOICE_NUMBER_PATTERN),
  issuedAt: z.string(),
  paymentId: z.string().uuid(),
  appointmentId: z.string().uuid().nullable(),
  /** What was paid (the fee less any discount). */
  amountCents: z.number().int(),
  /** Refunded so far (the payment's, as it is now). */
  refundedCents: z.number().int(),
  description: z.string(),
  /** Paid through the built-in test gateway: no money moved. */
  test: z.boolean(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceList = z.object({
  items: z.array(ZInvoice),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

/** `GET /users/{id}/invoices?page=`. */
export const ZInvoiceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The API paths, shared by the routes' tests and the browser. */
export const invoicesPath = (userId: string) => `/api/v1/users/${userId}/invoices`;
export const invoicePdfPath = (invoiceId: string) => `/api/v1/invoices/${invoiceId}/pdf`;
