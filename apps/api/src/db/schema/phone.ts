import { CALL_STATUSES, CONSULT_CALL_OUTCOMES } from '@curo/core/phone';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * The emergency line's settings (decision 0063): one row, id 1, written by admins. No row means
 * the defaults (no numbers, 20 seconds a leg, the default message, voicemail on).
 */
export const emergencyPhoneSettings = pgTable('emergency_phone_settings', {
  id: smallint('id').primaryKey().default(1),
  publicNumber: text('public_number'),
  fallbackNumber: text('fallback_number'),
  ringSeconds: integer('ring_seconds').notNull(),
  noAnswerMessage: text('no_answer_message').notNull(),
  voicemail: boolean('voicemail').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One leg of a call's route: a doctor on emergency shift, or the fallback number (no doctor). */
export interface CallLeg {
  doctorId: string | null;
  number: string;
}

/**
 * A call to the emergency line (decision 0063), keyed by Twilio's CallSid so a webhook Twilio
 * retries (or anyone replays) finds the same row. `legs` is the route fixed when the call came in,
 * so every later step of the same call rings the same people in the same order. `status_rank`
 * orders Twilio's statuses: a late "ringing" never overwrites "completed".
 */
export const emergencyCalls = pgTable(
  'emergency_calls',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    callSid: text('call_sid').notNull().unique(),
    fromNumber: text('from_number'),
    toNumber: text('to_number'),
    status: text('status', { enum: CALL_STATUSES }).notNull(),
    statusRank: smallint('status_rank').notNull(),
    legs: jsonb('legs').$type<CallLeg[]>().notNull(),
    /** The leg that answered (an index into `legs`), once one did. */
    answeredLeg: integer('answered_leg'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The caller reached voicemail (whether or not they left a message). */
    reachedVoicemail: boolean('reached_voicemail').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    recordingSid: text('recording_sid'),
    recordingDurationSeconds: integer('recording_duration_seconds'),
    /** The voicemail's audio (MP3) fetched from Twilio and stored privately; null until fetched. */
    voicemailStorageKey: text('voicemail_storage_key'),
    voicemailSizeBytes: integer('voicemail_size_bytes'),
    /** Failed fetches so far: the sweep retries until MAX_VOICEMAIL_FETCHES (decision 0063). */
    voicemailFetchAttempts: integer('voicemail_fetch_attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emergency_calls_started_idx').on(t.startedAt),
    index('emergency_calls_answered_by_idx').on(t.answeredBy, t.startedAt),
  ],
);

/**
 * A callback consult's call placed through Twilio (decision 0064): Twilio rings the doctor, then
 * connects the patient with the clinic's number shown. Times come from Twilio's status callbacks;
 * a call the doctor made by hand is a row with `source` `manual` and the outcome they marked.
 */
export const consultCalls = pgTable(
  'consult_calls',
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
    source: text('source', { enum: ['twilio', 'manual'] }).notNull(),
    callSid: text('call_sid').unique(),
    status: text('status', { enum: CALL_STATUSES }).notNull(),
    statusRank: smallint('status_rank').notNull(),
    /** When the doctor's leg was answered (the call began), and when it ended. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    /** Marked by the doctor: reached, no answer, left a message. */
    outcome: text('outcome', { enum: CONSULT_CALL_OUTCOMES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consult_calls_appointment_idx').on(t.appointmentId, t.createdAt)],
);
