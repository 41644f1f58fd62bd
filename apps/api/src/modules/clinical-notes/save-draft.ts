import { noteMessages, type TNoteDraftSave, type TNoteSaved } from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { assertDoctor, assertHasNotes, isLocked, noteAccessFor } from './clinical-notes.policy';
import { findVersion, insertVersion, lockNote } from './clinical-notes.repository';
import { lockIfCompleted } from './lock-completed';
import { fieldsOf, sameFields } from './note-dto';

/**
 * `PUT /appointmentNotes/{appointmentId}`: the consult's doctor saves the note as a draft (the web
 * saves as they type). Each save that changes something adds a version; none is ever changed. The
 * save names the version the client last saw: if the note has moved on since (another tab, another
 * device), 409 NOTE_VERSION_CONFLICT and nothing is saved. A signed note, or one whose consult is
 * completed, is locked: 409 NOTE_LOCKED.
 */
export async function saveDraft({
  db,
  principal,
  appointmentId,
  draft,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  draft: TNoteDraftSave;
  now?: Date;
}): Promise<TNoteSaved> {
  const { row, part } = await noteAccessFor(db, principal, appointmentId, now);
  assertDoctor(part);
  assertHasNotes(row);
  const { baseVersion, ...fields } = draft;
  return db.transaction(async (tx) => {
    const note = (await lockIfCompleted(tx, row, now)) ?? (await lockNote(tx, appointmentId));
    if (isLocked(row, note)) throw new AppError(ErrorCode.NOTE_LOCKED, noteMessages.locked);
    if (note.version !== baseVersion)
      throw new AppError(ErrorCode.NOTE_VERSION_CONFLICT, noteMessages.versionConflict);
    const current = await findVersion(tx, note.id, note.version);
    if (current && sameFields(fieldsOf(current), fields))
      return { version: note.version, savedAt: current.savedAt.toISOString(), changed: false };
    const version = await insertVersion(tx, note, fields, principal.userId, now);
    return { version, savedAt: now.toISOString(), changed: true };
  });
}
