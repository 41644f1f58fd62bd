import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, AVAILABILITY_KINDS } from '@curo/core/scheduling';
import { WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES } from '@curo/core/scheduling-waitlist';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The busy times of a doctor's outside calendar from its last successful sync, one row an interval
 * (recurring events expanded over the booking horizon), end exclusive. A sync replaces the doctor's
 * rows in one transaction. The feed is the doctor's `doctor_calendars` row (one feed a doctor), so
 * `doctor_id` is the feed too. The GiST index answers "which events overlap [from, to)" for the
 * slot engine (decision 0059).
 */
export const calendarBusyTimes = pgTable(
  'calendar_busy_times',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctorCalendars.doctorId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('calendar_busy_times_overlap_idx').using(
      'gist',
      t.doctorId,
      sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`,
    ),
    check('calendar_busy_times_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

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
    /**
     * Who pays (decision 0036): the patient by card (`private`), Medicare (`bulk_billed`, with the
     * patient's assignment consent), the patient's company (`company`), or nobody (`free`).
     */
    billing: text('billing', { enum: ['private', 'bulk_billed', 'company', 'free'] }),
    /** The MBS item the consult is billed under, when one applies. */
    mbsItem: text('mbs_item'),
    cancelReason: text('cancel_reason'),
    /** The state a cancelled appointment can be reactivated to. */
    statusBeforeCancel: text('status_before_cancel', { enum: APPOINTMENT_STATUSES }),
    runningLateMinutes: integer('running_late_minutes'),
    bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The consult this one follows up (createScheduledFollowUpRequest). */
    followUpOf: uuid('follow_up_of').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    /** Bumped on every change of time or cancel: the SEQUENCE of the calendar invite. */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    /** Kind-specific facts: callback phone and window, offline answer, emergency notes. */
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

/** Times a doctor offers for a requested consult; the patient accepts one or asks for others. */
export const dateOffers = pgTable(
  'date_offers',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** open until the patient accepts one (accepted) or asks for new dates (declined). */
    status: text('status', { enum: ['open', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('date_offers_appointment_idx').on(t.appointmentId, t.status)],
);

/** When an instant doctor takes the queue, or a doctor is on call for emergencies. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    kind: text('kind', { enum: ['instant', 'emergency'] }).notNull(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shifts_kind_time_idx').on(t.kind, t.startsAt, t.endsAt),
    index('shifts_doctor_idx').on(t.doctorId, t.startsAt),
  ],
);

/** An emergency consult offered to one doctor on shift; the first to accept gets it. */
export const emergencyOffers = pgTable(
  'emergency_offers',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open → accepted (this doctor won), declined (said no), closed (someone else took it). */
    status: text('status', { enum: ['open', 'accepted', 'declined', 'closed'] })
      .notNull()
      .default('open'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('emergency_offers_appointment_doctor_uq').on(t.appointmentId, t.doctorId),
    index('emergency_offers_doctor_idx').on(t.doctorId, t.status),
  ],
);

/** Other people in a consult: a guest invited by a single-use link, a nurse, an interpreter. */
export const appointmentParticipants = pgTable(
  'appointment_participants',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Set when the participant has an account (or once a guest link is used while signed in). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    role: text('role', { enum: ['guest', 'nurse', 'interpreter', 'family', 'doctor'] }).notNull(),
    /** SHA-256 of the single-use invite token; null after it is used. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_participants_appointment_idx').on(t.appointmentId),
    index('appointment_participants_user_idx').on(t.userId),
    uniqueIndex('appointment_participants_token_uq').on(t.inviteTokenHash),
  ],
);

/** Documents attached to a consult (an offline consult's photos and letters). Private files. */
export const appointmentFiles = pgTable(
  'appointment_files',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_files_appointment_idx').on(t.appointmentId)],
);

/**
 * Reminders of a consult: the automatic 24 h and 1 h ones and any a patient asks for. The job that
 * sends one marks `sentAt` in the transaction that queues the message, so it is sent at most once.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** auto24h, auto1h or custom. */
    kind: text('kind', { enum: ['auto24h', 'auto1h', 'custom'] }).notNull(),
    channels: jsonb('channels').notNull().default(['email']),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'cancelled', 'skipped'] })
      .notNull()
      .default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_appointment_idx').on(t.appointmentId),
    index('reminders_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * A patient waiting for a doctor (`doctorId`) or any doctor of a specialty (`specialty`, its
 * name), in the order they joined (decision 0049).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    specialty: text('specialty'),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_waiting_idx').on(t.status, t.createdAt),
    index('waitlist_entries_patient_idx').on(t.patientId),
  ],
);

/**
 * A time offered to the first waiting entries (`entryIds`), kept for them by a `held`
 * appointment (`appointmentId`) until `expiresAt`; the first to accept takes that hold over.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    entryIds: uuid('entry_ids').array().notNull(),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    acceptedEntryId: uuid('accepted_entry_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_offers_open_idx').on(t.status, t.expiresAt),
    index('waitlist_offers_slot_idx').on(t.doctorId, t.startsAt),
  ],
);
