import { noteMessages, type TNoteSigned } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { assertDoctor, assertHasNotes, noteAccessFor } from './clinical-notes.policy';
import { lockNote, markSigned, type NoteRow, peopleByIds } from './clinical-notes.repository';
import { lockIfCompleted } from './lock-completed';
import { toPerson } from './note-dto';

const signedDto = async (db: Db, note: NoteRow): Promise<TNoteSigned> => {
  const people = await peopleByIds(db, [note.signedBy]);
  return {
    version: note.version,
    signedAt: (note.signedAt ?? new Date()).toISOString(),
    signedBy: note.signedBy ? toPerson(people.get(note.signedBy), note.signedBy) : null,
    signedOn: note.signedOn ?? 'signed',
  };
};

/**
 * `POST /appointmentNotes/{appointmentId}/sign`: the consult's doctor signs the version they see
 * (`baseVersion`; 409 NOTE_VERSION_CONFLICT if it has moved on), which locks the note: from then on
 * only addenda. Signing a signed note again answers it as it is. Completing the consult signs it
 * too (`signOnCompletion`).
 */
export async function signNote({
  db,
  principal,
  appointmentId,
  baseVersion,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  baseVersion: number;
  now?: Date;
}): Promise<TNoteSigned> {
  const { row, part } = await noteAccessFor(db, principal, appointmentId, now);
  assertDoctor(part);
  assertHasNotes(row);
  const note = await db.transaction(async (tx) => {
    const locked = (await lockIfCompleted(tx, row, now)) ?? (await lockNote(tx, appointmentId));
    if (locked.signedAt) return locked;
    if (locked.version !== baseVersion)
      throw new AppError(ErrorCode.NOTE_VERSION_CONFLICT, noteMessages.versionConflict);
    if (locked.version === 0) throw new AppError(ErrorCode.INVALID_STATE, 'Write the note before signing it');
    return markSigned(tx, locked.id, { signedAt: now, signedBy: principal.userId, signedOn: 'signed' });
  });
  return signedDto(db, note);
}
