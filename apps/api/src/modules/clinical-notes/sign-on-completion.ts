import type { Db } from '../../db/client';
import type { NoteAppointment } from './clinical-notes.policy';
import { lockIfCompleted } from './lock-completed';

/**
 * The listener's side of signing (decision 0038): when a consult is announced completed, its note
 * is signed and locked at once. If this fails, nothing is lost: the next read or write of the note
 * locks it (`lockIfCompleted`).
 */
export async function signOnCompletion({
  db,
  row,
  now = new Date(),
}: {
  db: Db;
  row: Pick<NoteAppointment, 'id' | 'status' | 'doctorId'>;
  now?: Date;
}): Promise<void> {
  if (row.status !== 'completed') return;
  await db.transaction(async (tx) => {
    await lockIfCompleted(tx, row, now);
  });
}
