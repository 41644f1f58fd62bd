import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
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
