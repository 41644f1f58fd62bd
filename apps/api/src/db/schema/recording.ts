import {
  RECORDING_CONTENT_TYPES,
  RECORDING_REQUEST_STATUSES,
  RECORDING_STATUSES,
  RECORDING_STOP_REASONS,
} from '@curo/core/room';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * The doctor's request to record a consult's call and the patient's answer (decision 0033). At
 * most one is pending per consult (the partial unique index); an agreement allows one recording.
 */
export const consultRecordingRequests = pgTable(
  'consult_recording_requests',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RECORDING_REQUEST_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('consult_recording_requests_appointment_idx').on(t.appointmentId, t.requestedAt),
    uniqueIndex('consult_recording_requests_pending_uq')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A recording of a consult's call, made in the doctor's browser and uploaded in chunks. Its totals
 * (chunks, bytes, first and last arrival) move with each chunk, in the transaction that stores it.
 */
export const consultRecordings = pgTable(
  'consult_recordings',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The agreement it rests on: one recording per agreement. */
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => consultRecordingRequests.id, { onDelete: 'cascade' }),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RECORDING_STATUSES }).notNull().default('recording'),
    stopReason: text('stop_reason', { enum: RECORDING_STOP_REASONS }),
    /** Set by the first chunk. */
    contentType: text('content_type', { enum: RECORDING_CONTENT_TYPES }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    chunkCount: integer('chunk_count').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    firstChunkAt: timestamp('first_chunk_at', { withTimezone: true }),
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true }),
  },
  (t) => [
    index('consult_recordings_appointment_idx').on(t.appointmentId, t.startedAt),
    // One recording runs at a time in a consult; the sweep for abandoned ones reads only these.
    uniqueIndex('consult_recordings_running_uq').on(t.appointmentId).where(sql`${t.status} = 'recording'`),
  ],
);

/** One uploaded piece of a recording, stored privately under `storageKey`; numbered 0, 1, 2… with no gaps. */
export const consultRecordingChunks = pgTable(
  'consult_recording_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => consultRecordings.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.index] })],
);
