import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { companies } from './companies';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * Discount codes (decision 0034): a percentage or an amount off, shown as typed and unique without
 * case. `redemptions` counts uses; a use raises it only while it is under `maxRedemptions`, in one
 * conditional update, so concurrent bookings cannot overrun the limit.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** Only this company's people may use it; a company's codes go with it. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    oncePerPatient: boolean('once_per_patient').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(sql`lower(${t.code})`),
    check('discount_codes_one_kind', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('discount_codes_percent', sql`${t.percentOff} between 1 and 100`),
    check('discount_codes_amount', sql`${t.amountOffCents} > 0`),
    check(
      'discount_codes_within_limit',
      sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`,
    ),
  ],
);

/**
 * Each use of a code, by whom and (once booking takes codes) for which consult. For a code used
 * once per patient, `oncePatientId` repeats the patient and a unique index refuses a second use.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oncePatientId: uuid('once_patient_id'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    amountOffCents: integer('amount_off_cents').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_once_uq').on(t.codeId, t.oncePatientId),
    index('discount_redemptions_patient_idx').on(t.patientId, t.codeId),
  ],
);

/** A user's customer at a card processor (decision 0035), made the first time they save a card. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** A saved card: what a person recognises it by, never its number. Removing keeps the row for payments made with it. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_methods_provider_uq').on(t.provider, t.providerMethodId),
    // At most one default card per person among the cards they keep.
    uniqueIndex('payment_methods_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/**
 * The answer to a money-moving request, kept under its `Idempotency-Key` (per user) for a day: the
 * same key again replays it instead of acting twice; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, route and body hash the key was first used with. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A payment for a consult (decision 0035): authorised when booked, captured when the consult is
 * completed, released or refunded when it is cancelled within the policy. Amounts in cents (AUD).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** The fee before any discount. */
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    /** What is held or taken: the price less the discount. */
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', {
      enum: ['authorised', 'declined', 'captured', 'released', 'refunded', 'partially_refunded'],
    }).notNull(),
    declineCode: text('decline_code'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /**
     * When the consult's outcome was applied (captured after it took place, released or refunded
     * after a cancellation, kept as a late-cancellation fee); null while that is still to come.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_patient_idx').on(t.patientId, t.createdAt),
    index('payments_appointment_idx').on(t.appointmentId),
    check(
      'payments_amounts',
      sql`${t.amountCents} >= 0 and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/**
 * Each Stripe webhook event Curo has applied, by its id (decision 0036): a replayed event finds its
 * id here and is acknowledged without being applied again.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The payment it changed, when it named one Curo knows. */
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last invoice number given in each year: the next is taken by one conditional update in the
 * transaction that writes the invoice, so numbers never skip and never repeat (decision 0036).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A tax invoice/receipt for a captured payment. What it says when issued (doctor, provider number,
 * patient, service, date of service) is kept in `details`, so a later change of name or number
 * does not rewrite an issued invoice; refunds are read from the payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** `INV-2026-000001`: the year and the number within it. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_uq').on(t.year, t.sequence),
    index('invoices_patient_idx').on(t.patientId, t.issuedAt),
  ],
);

/**
 * MBS items by consult kind and length (admin-managed): the item a consult is billed under, its
 * schedule fee, and whether it may be bulk-billed. Demo rows are marked `demo`.
 */
export const mbsItems = pgTable(
  'mbs_items',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    itemNumber: text('item_number').notNull(),
    description: text('description').notNull(),
    consultType: text('consult_type').notNull(),
    minMinutes: integer('min_minutes').notNull().default(0),
    maxMinutes: integer('max_minutes'),
    feeCents: integer('fee_cents').notNull(),
    bulkBillable: boolean('bulk_billable').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mbs_items_item_uq').on(t.itemNumber),
    index('mbs_items_kind_idx').on(t.consultType, t.minMinutes),
    check('mbs_items_fee', sql`${t.feeCents} >= 0`),
  ],
);
