import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * The file store (decision 0040): referral letters for a consult, doctors' letter templates
 * (masters) and temp files. The bytes live behind `FileStorage` under a random `storageKey`; this
 * row says whose they are and what they are. Call recordings keep their own tables (recording.ts).
 */
export const storedFiles = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    kind: text('kind', { enum: ['referrals', 'masters', 'temp'] }).notNull(),
    /** Who uploaded it: a temp file's or a template's owner. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whose health file it is (referrals): the consult's patient. */
    patientId: uuid('patient_id').references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** The uploaded name, cleaned of paths and odd characters, with our extension. */
    originalName: text('original_name').notNull(),
    /** From the content, never from the upload's declared type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Temp files: when the sweep removes them. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Removed (by its owner, or swept): the row stays as a record, the bytes go. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_storage_key_uq').on(t.storageKey),
    index('files_appointment_idx').on(t.appointmentId, t.createdAt),
    index('files_owner_idx').on(t.ownerId, t.kind, t.createdAt),
    index('files_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.deletedAt} is null and ${t.expiresAt} is not null`),
  ],
);
