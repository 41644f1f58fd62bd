import type { Db, Executor } from '../../db/client';
import type { NoteAppointment } from './clinical-notes.policy';
import { findNote, lockNote, markSigned, type NoteRow } from './clinical-notes.repository';

/**
 * Signs and locks the note of a completed consult that is not signed yet, in the caller's
 * transaction; answers the note (locked), or undefined when the consult is not completed.
 *
 * Completing a consult signs its note through the announced change (`signOnCompletion`), but that
 * listener runs after the commit and may fail; every read and write of a note therefore calls this
 * first, so a completed consult's note is locked whichever way it is reached. The signature is the
 * consult's doctor's: completing it is their act.
 */
export async function lockIfCompleted(
  tx: Executor,
  row: Pick<NoteAppointment, 'id' | 'status' | 'doctorId'>,
  now: Date,
): Promise<NoteRow | undefined> {
  if (row.status !== 'completed') return undefined;
  const note = await lockNote(tx, row.id);
  if (note.signedAt) return note;
  return markSigned(tx, note.id, { signedAt: now, signedBy: row.doctorId, signedOn: 'completed' });
}

/** The note as a reader should see it: a completed consult's locked first (in a transaction of its own). */
export const noteToRead = (
  db: Db,
  row: Pick<NoteAppointment, 'id' | 'status' | 'doctorId'>,
  now: Date,
): Promise<NoteRow | undefined> =>
  row.status === 'completed' ? db.transaction((tx) => lockIfCompleted(tx, row, now)) : findNote(db, row.id);
