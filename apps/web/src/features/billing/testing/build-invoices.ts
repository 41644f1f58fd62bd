import { type TInvoice, ZInvoice } from '@curo/core/invoices';
import { fixture } from '../../../test/fixture';

let invoiceNumber = 0;
/** An invoice as `GET /users/{id}/invoices` lists it (numbered in 2026 in the order built). */
export const buildInvoice = (overrides: Partial<TInvoice> = {}): TInvoice => {
  invoiceNumber += 1;
  return fixture(
    { ZInvoice },
    {
      id: `30000000-0000-4000-8000-${String(invoiceNumber).padStart(12, '0')}`,
      number: `INV-2026-${String(invoiceNumber).padStart(6, '0')}`,
      issuedAt: '2026-11-23T22:00:00.000Z',
      paymentId: `20000000-0000-4000-8000-${String(invoiceNumber).padStart(12, '0')}`,
      appointmentId: null,
      amountCents: 8900,
      refundedCents: 0,
      description: 'Video consult with Dr Priya Raman',
      test: false,
      ...overrides,
    },
  );
};
