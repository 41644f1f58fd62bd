import type { TNoteEntryKind, TNoteFields } from '@curo/core/clinical-notes';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clinicalNoteEntries, clinicalNotes, clinicalNoteVersions } from '../../db/schema/clinical-notes';
import { users } from '../../db/schema/identity';
import { appointments } from '../../db/schema/scheduling';

export type NoteRow = typeof clinicalNotes.$inferSelect;
export type VersionRow = typeof clinicalNoteVersions.$inferSelect;
export type EntryRow = typeof clinicalNoteEntries.$inferSelect;

/** Who a note names, as far as its readers need to know. */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
}

export async function findNote(db: Executor, appointmentId: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(clinicalNotes)
    .where(eq(clinicalNotes.appointmentId, appointmentId))
    .limit(1);
  return row;
}

/**
 * The consult's note, made the first time anyone writes to it, and locked until the transaction
 * ends: saves, signatures and entries to one note happen one at a time.
 */
export async function lockNote(tx: Executor, appointmentId: string): Promise<NoteRow> {
  await tx.insert(clinicalNotes).values({ appointmentId }).onConflictDoNothing({
    target: clinicalNotes.appointmentId,
  });
  const [row] = await tx
    .select()
    .from(clinicalNotes)
    .where(eq(clinicalNotes.appointmentId, appointmentId))
    .for('update');
  if (!row) throw new Error('clinical note missing after insert');
  return row;
}

/** The fields of one version, or undefined (version 0: nothing saved). */
export async function findVersion(
  db: Executor,
  noteId: string,
  version: number,
): Promise<VersionRow | undefined> {
  if (version === 0) return undefined;
  const [row] = await db
    .select()
    .from(clinicalNoteVersions)
    .where(and(eq(clinicalNoteVersions.noteId, noteId), eq(clinicalNoteVersions.version, version)))
    .limit(1);
  return row;
}

/** Adds the next version and moves the note on to it (in the transaction that locked the note). */
export async function insertVersion(
  tx: Executor,
  note: NoteRow,
  fields: TNoteFields,
  savedBy: string,
  savedAt: Date,
): Promise<number> {
  const version = note.version + 1;
  await tx.insert(clinicalNoteVersions).values({ noteId: note.id, version, ...fields, savedBy, savedAt });
  await tx.update(clinicalNotes).set({ version }).where(eq(clinicalNotes.id, note.id));
  return version;
}

/** Signs (locks) the note; a note is signed once. */
export async function markSigned(
  tx: Executor,
  noteId: string,
  signature: { signedAt: Date; signedBy: string | null; signedOn: 'signed' | 'completed' },
): Promise<NoteRow> {
  const [row] = await tx.update(clinicalNotes).set(signature).where(eq(clinicalNotes.id, noteId)).returning();
  if (!row) throw new Error(`clinical note ${noteId} is missing`);
  return row;
}

export async function insertEntry(
  tx: Executor,
  entry: { noteId: string; kind: TNoteEntryKind; authorId: string; text: string; createdAt: Date },
): Promise<EntryRow> {
  const [row] = await tx.insert(clinicalNoteEntries).values(entry).returning();
  if (!row) throw new Error('note entry not inserted');
  return row;
}

/** Every version of the note, newest first. */
export function versionsOf(db: Executor, noteId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(clinicalNoteVersions)
    .where(eq(clinicalNoteVersions.noteId, noteId))
    .orderBy(desc(clinicalNoteVersions.version));
}

/** The note's observations and addenda, oldest first. */
export function entriesOf(db: Executor, noteId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(clinicalNoteEntries)
    .where(eq(clinicalNoteEntries.noteId, noteId))
    .orderBy(asc(clinicalNoteEntries.createdAt), asc(clinicalNoteEntries.id));
}

/** The people of `ids`, by id. */
export async function peopleByIds(db: Executor, ids: Array<string | null>): Promise<Map<string, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The signed notes of every consult booked for `patientId`, oldest consult first, each with the
 * version that was signed (a signed note takes no more saves).
 */
export function signedNotesOfPatient(db: Executor, patientId: string) {
  return db
    .select({ note: clinicalNotes, version: clinicalNoteVersions })
    .from(clinicalNotes)
    .innerJoin(appointments, eq(appointments.id, clinicalNotes.appointmentId))
    .innerJoin(
      clinicalNoteVersions,
      and(
        eq(clinicalNoteVersions.noteId, clinicalNotes.id),
        eq(clinicalNoteVersions.version, clinicalNotes.version),
      ),
    )
    .where(and(eq(appointments.patientId, patientId), isNotNull(clinicalNotes.signedAt)))
    .orderBy(asc(appointments.createdAt), asc(clinicalNotes.id));
}
