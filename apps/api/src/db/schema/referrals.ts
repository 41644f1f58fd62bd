import { REFERRAL_STORED_STATUSES, REFERRER_KINDS } from '@curo/core/referrals';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/** An outside provider a referral is addressed to (name, practice and how to reach them). */
export interface ExternalProvider {
  name: string;
  practice: string | null;
  specialty: string | null;
  email: string | null;
  fax: string | null;
  phone: string | null;
}

/**
 * Referrals (issue 14 item 4, decision 0042): offered from a consult by its doctor, answered once
 * by the patient, and — when internal — attached to the consult booked with it. `expired` is never
 * stored: it follows from `valid_until` (Sydney days) at the time of reading.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** The consult it was offered from. */
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** GP or specialist, from the referrer's profile when issued (it sets the validity). */
    referrerKind: text('referrer_kind', { enum: REFERRER_KINDS }).notNull(),
    targetKind: text('target_kind', { enum: ['specialty', 'doctor', 'external'] }).notNull(),
    /** The specialty on Curo (its name, as doctor profiles list it), or the outside provider's. */
    targetSpecialty: text('target_specialty'),
    targetDoctorId: uuid('target_doctor_id').references(() => users.id, { onDelete: 'restrict' }),
    external: jsonb('external').$type<ExternalProvider>(),
    reason: text('reason').notNull(),
    clinicalDetails: text('clinical_details').notNull(),
    validityKind: text('validity_kind', { enum: ['standard', 'months', 'indefinite'] }).notNull(),
    validityMonths: integer('validity_months'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Last valid Sydney day, inclusive; null: indefinite. */
    validUntil: date('valid_until', { mode: 'string' }),
    status: text('status', { enum: REFERRAL_STORED_STATUSES }).notNull().default('offered'),
    responseReason: text('response_reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The consult booked with it (bookSpecialtySlot with `referralId`). */
    bookedAppointmentId: uuid('booked_appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referrals_patient_idx').on(t.patientId, t.createdAt),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_target_doctor_idx').on(t.targetDoctorId),
    index('referrals_appointment_idx').on(t.appointmentId),
    index('referrals_booked_appointment_idx').on(t.bookedAppointmentId),
  ],
);
