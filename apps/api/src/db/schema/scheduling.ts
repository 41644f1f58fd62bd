import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, AVAILABILITY_KINDS } from '@curo/core/scheduling';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { familyMembers, users } from './identity';

/** A doctor's availability, one rule per row (see ZAvailabilityRuleInput for the kinds). */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AVAILABILITY_KINDS }).notNull(),
    /** ISO weekday, 1 = Monday. */
    weekday: smallint('weekday'),
    date: date('date'),
    /** Wall-clock HH:mm in the doctor's zone. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_rules_doctor_idx').on(t.doctorId)],
);

/** A doctor's outside calendar (ICS): its busy times block slots. */
export const doctorCalendars = pgTable('doctor_calendars', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text('source', { enum: ['url', 'upload'] }).notNull(),
  /** Stored sealed when it holds a secret token: feed URLs are credentials. */
  icsUrl: text('ics_url'),
  /** Busy intervals from the last successful sync: [{ s, e }] in epoch milliseconds. */
  busy: jsonb('busy').notNull().default([]),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row for every consultation, all five kinds. A doctor's booked time is protected by an
 * exclusion constraint (migration 0014): no two slot-holding appointments of one doctor overlap.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'restrict' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A hold (bookSpecialtySlot) frees its slot at this time unless confirmed. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    reason: text('reason'),
    priceCents: integer('price_cents'),
    cancelReason: text('cancel_reason'),
    /** The state a cancelled appointment can be reactivated to. */
    statusBeforeCancel: text('status_before_cancel', { enum: APPOINTMENT_STATUSES }),
    runningLateMinutes: integer('running_late_minutes'),
    bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_doctor_time_idx').on(t.doctorId, t.startsAt),
    index('appointments_patient_idx').on(t.patientId, t.startsAt),
    index('appointments_status_idx').on(t.status),
  ],
);

/** Append-only history of every transition: who, when, what. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: APPOINTMENT_STATUSES }),
    toStatus: text('to_status', { enum: APPOINTMENT_STATUSES }).notNull(),
    actorId: uuid('actor_id'),
    actingAsId: uuid('acting_as_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.createdAt)],
);
