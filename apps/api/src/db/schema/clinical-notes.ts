import { NOTE_ENTRY_KINDS, NOTE_SIGNED_ON } from '@curo/core/clinical-notes';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * A consult's clinical note (decision 0038): one per consult. The row holds only where the note
 * stands (its current version number, and the signature that locks it); what was written lives in
 * `clinical_note_versions`, one row per save, never updated.
 */
export const clinicalNotes = pgTable('clinical_notes', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  appointmentId: uuid('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  /** The number of the newest version (0 before the first save); a save must name it. */
  version: integer('version').notNull().default(0),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
  signedOn: text('signed_on', { enum: NOTE_SIGNED_ON }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version of a note's fields, numbered 1, 2, 3… Inserted, never changed. */
export const clinicalNoteVersions = pgTable(
  'clinical_note_versions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    noteId: uuid('note_id')
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason').notNull(),
    history: text('history').notNull(),
    examination: text('examination').notNull(),
    assessment: text('assessment').notNull(),
    plan: text('plan').notNull(),
    patientSummary: text('patient_summary').notNull(),
    savedBy: uuid('saved_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('clinical_note_versions_note_version_uq').on(t.noteId, t.version)],
);

/** Dated entries added to a note: nurses' observations, and the doctor's addenda once it is signed. */
export const clinicalNoteEntries = pgTable(
  'clinical_note_entries',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    noteId: uuid('note_id')
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTE_ENTRY_KINDS }).notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clinical_note_entries_note_idx').on(t.noteId, t.createdAt)],
);
