import { z } from 'zod';

/**
 * Payments and saved cards (issue 13, decision 0035). Amounts are whole cents in Australian
 * dollars. Card numbers reach Curo only for the built-in test gateway, which accepts test cards
 * only; with Stripe the browser gives the card to Stripe and Curo sees the SetupIntent's id.
 */

/** What the browser needs to show the right card form. */
export const ZPaymentsConfig = z.object({
  /** `none`: paying by card is not available on this server (production without Stripe keys). */
  gateway: z.enum(['stripe', 'test', 'none']),
  /** Stripe's publishable key, for the Payment Element; null otherwise. */
  publishableKey: z.string().nullable(),
  /** Free cancellation up to this many hours before a consult starts. */
  freeCancellationHours: z.number().int(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** Shown on every screen where the test gateway takes a card. */
export const TEST_PAYMENTS_LABEL = 'Test payments — no money moves';

export const billingMessages = {
  cardNumber: 'Enter the card number',
  expiry: 'Enter the expiry month and year',
  cvc: 'Enter the 3 or 4 digit security code',
  oneSource: 'Send either a test card or a Stripe SetupIntent id',
  methodNotFound: 'Card not found',
  paymentsUnavailable:
    'Card payments are not available right now. Please contact the clinic to book this consult.',
} as const;

const ZTestCard = z.object({
  number: z.string().trim().min(12, { error: billingMessages.cardNumber }).max(23),
  expMonth: z
    .number()
    .int()
    .min(1, { error: billingMessages.expiry })
    .max(12, { error: billingMessages.expiry }),
  expYear: z
    .number()
    .int()
    .min(2000, { error: billingMessages.expiry })
    .max(2100, { error: billingMessages.expiry }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: billingMessages.cvc }),
});

/** `POST /users/{id}/savePaymentMethod`: a test card (test gateway) or a confirmed SetupIntent (Stripe). */
export const ZSavePaymentMethod = z
  .object({
    card: ZTestCard.optional(),
    setupIntentId: z.string().trim().min(3).max(255).optional(),
    makeDefault: z.boolean().optional(),
  })
  .refine((v) => (v.card === undefined) !== (v.setupIntentId === undefined), {
    error: billingMessages.oneSource,
  });
export type TSavePaymentMethod = z.infer<typeof ZSavePaymentMethod>;

export const ZPaymentMethod = z.object({
  id: z.string().uuid(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodList = z.object({ items: z.array(ZPaymentMethod) });

export const PAYMENT_STATUSES = [
  'authorised',
  'declined',
  'captured',
  'released',
  'refunded',
  'partially_refunded',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ZPayment = z.object({
  id: z.string().uuid(),
  appointmentId: z.string().uuid().nullable(),
  description: z.string(),
  priceCents: z.number().int(),
  discountCents: z.number().int(),
  discountCode: z.string().nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The test gateway's payments are marked: no money moved. */
  test: z.boolean(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const PAYMENTS_PAGE_SIZE = 20;
export const ZPaymentList = z.object({
  items: z.array(ZPayment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPaymentList = z.infer<typeof ZPaymentList>;

/** Who pays for a consult (decision 0036). */
export const CONSULT_BILLINGS = ['private', 'bulk_billed', 'company', 'free'] as const;
export type TConsultBilling = (typeof CONSULT_BILLINGS)[number];

/**
 * `POST /appointments/confirmSpecialtySlot` with an `Idempotency-Key` header: books the held time.
 * A consult the patient pays for names a saved card (`paymentMethodId`; a new card is saved first
 * with `savePaymentMethod`), which is authorised now and charged when the consult has taken place.
 * `bulkBill` asks for Medicare bulk billing and is the patient's assignment consent; a company that
 * covers its people's consults, or free emergency access, needs no card.
 */
export const ZConfirmBooking = z.object({
  appointmentId: z.string().uuid(),
  paymentMethodId: z.string().uuid().optional(),
  discountCode: z.string().trim().min(1).max(64).optional(),
  bulkBill: z.boolean().optional(),
});
export type TConfirmBooking = z.infer<typeof ZConfirmBooking>;

/** `POST /payments/{id}/refund` (admins): the amount to give back (the rest, if absent) and why. */
export const ZRefundPayment = z.object({
  amountCents: z.number().int().min(1).max(10_000_000).optional(),
  reason: z.string().trim().min(3, { error: 'Say why the payment is refunded' }).max(500),
});
export type TRefundPayment = z.infer<typeof ZRefundPayment>;

// Kept apart from the schemas, so a page that only states the policy does not load zod.
export { cancellationPolicy, DEFAULT_FREE_CANCELLATION_HOURS } from './cancellation';
