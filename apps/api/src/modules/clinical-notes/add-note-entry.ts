import { noteMessages, type TNoteEntry, type TNoteEntryKind } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import {
  assertDoctor,
  assertHasNotes,
  assertObserver,
  isLocked,
  noteAccessFor,
} from './clinical-notes.policy';
import { insertEntry, lockNote, peopleByIds } from './clinical-notes.repository';
import { lockIfCompleted } from './lock-completed';
import { toEntry } from './note-dto';

/**
 * `POST /appointmentNotes/{appointmentId}/addenda` and `…/observations`: a dated entry, never
 * changed afterwards.
 * - An addendum is the consult's doctor's, once the note is locked (signed, or the consult
 *   completed); before that they edit the note itself (409 NOTE_NOT_SIGNED).
 * - An observation is a nurse's (or another clinician's on the consult), before or after signing.
 */
export async function addNoteEntry({
  db,
  principal,
  appointmentId,
  kind,
  text,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  kind: TNoteEntryKind;
  text: string;
  now?: Date;
}): Promise<TNoteEntry> {
  const { row, part } = await noteAccessFor(db, principal, appointmentId, now);
  if (kind === 'addendum') assertDoctor(part);
  else assertObserver(part);
  assertHasNotes(row);
  const entry = await db.transaction(async (tx) => {
    const note = (await lockIfCompleted(tx, row, now)) ?? (await lockNote(tx, appointmentId));
    if (kind === 'addendum' && !isLocked(row, note))
      throw new AppError(ErrorCode.NOTE_NOT_SIGNED, noteMessages.notSigned);
    return insertEntry(tx, { noteId: note.id, kind, authorId: principal.userId, text, createdAt: now });
  });
  return toEntry(entry, await peopleByIds(db, [entry.authorId]));
}
