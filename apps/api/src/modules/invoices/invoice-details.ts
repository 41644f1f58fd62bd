import { z } from 'zod';

/**
 * What an invoice says about its service, kept in `invoices.details` when it is issued, so a later
 * change of a name, a provider number or the consult's time never rewrites an issued invoice. The
 * amounts are the payment's at issue; refunds are read from the payment when the PDF is drawn,
 * and the supplier (business name, ABN, address) from the settings then.
 */
export const ZInvoiceDetails = z.object({
  /** The account holder who paid. */
  patientName: z.string(),
  /** The family member the consult was for, when it was for one. */
  familyMemberName: z.string().nullable(),
  /** `Dr Priya Raman`; null for a payment without a consult or a consult without a doctor. */
  doctorName: z.string().nullable(),
  providerNumber: z.string().nullable(),
  /** The payment's description: "Video consult with Dr Priya Raman". */
  service: z.string(),
  /** When the consult took place (its start, else when it was completed), an ISO instant. */
  serviceDate: z.string().nullable(),
  mbsItem: z.string().nullable(),
  priceCents: z.number().int(),
  discountCents: z.number().int(),
  discountCode: z.string().nullable(),
  amountCents: z.number().int(),
});
export type TInvoiceDetails = z.infer<typeof ZInvoiceDetails>;
