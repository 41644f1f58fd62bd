import { FAX_FOLDERS, OUTBOUND_FAX_STATUSES } from '@curo/core/faxes';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/** Who delivered a fax: the provider (decision 0041), or an admin's drop-in in development. */
export const FAX_SOURCES = ['phaxio', 'development'] as const;

/**
 * Faxes received at the clinic's number (decision 0041). The provider's fax id is unique per
 * source, so a webhook the provider retries (or anyone replays) stores the fax once. The PDF lives
 * in private storage (`faxes/<uuid>.pdf`). Filing into a patient's record sets `patient_id` (and
 * `appointment_id` for a consult) and the folder `filed`; a deleted fax keeps everything until the
 * purge, 30 days after `deleted_at`, removes the row and its file.
 */
export const receivedFaxes = pgTable(
  'received_faxes',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    source: text('source', { enum: FAX_SOURCES }).notNull(),
    providerFaxId: text('provider_fax_id').notNull(),
    fromNumber: text('from_number'),
    toNumber: text('to_number'),
    pages: integer('pages'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    folder: text('folder', { enum: [...FAX_FOLDERS, 'filed'] })
      .notNull()
      .default('inbox'),
    label: text('label'),
    note: text('note'),
    readAt: timestamp('read_at', { withTimezone: true }),
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('received_faxes_provider_id_uq').on(t.source, t.providerFaxId),
    index('received_faxes_folder_idx').on(t.folder, t.receivedAt),
    index('received_faxes_patient_idx').on(t.patientId, t.receivedAt),
    index('received_faxes_deleted_idx').on(t.deletedAt),
  ],
);

/**
 * Faxes Curo sends (referral letters): the PDF in private storage, the provider's id once it took
 * the fax, and the status its webhook reports. `held` means no provider is set up (development):
 * the fax was kept, not transmitted.
 */
export const outboundFaxes = pgTable(
  'outbound_faxes',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    source: text('source', { enum: FAX_SOURCES }).notNull(),
    providerFaxId: text('provider_fax_id'),
    toNumber: text('to_number').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: OUTBOUND_FAX_STATUSES }).notNull().default('queued'),
    pages: integer('pages'),
    error: text('error'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('outbound_faxes_provider_id_uq').on(t.source, t.providerFaxId)],
);
