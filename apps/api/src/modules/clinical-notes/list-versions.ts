import type { TNoteVersionList } from '@curo/core/clinical-notes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { auditNoteRead, noteAccessFor } from './clinical-notes.policy';
import { peopleByIds, versionsOf } from './clinical-notes.repository';
import { noteToRead } from './lock-completed';
import { toVersion } from './note-dto';

/**
 * `GET /appointmentNotes/{appointmentId}/versions`: every saved version of the note, newest first,
 * with who saved it and when; for those who read the note. A read of the record: audited.
 */
export async function listVersions({
  db,
  principal,
  appointmentId,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  client: ClientContext;
  now?: Date;
}): Promise<TNoteVersionList> {
  const { row, ground } = await noteAccessFor(db, principal, appointmentId, now);
  const note = await noteToRead(db, row, now);
  const versions = note ? await versionsOf(db, note.id) : [];
  const people = await peopleByIds(
    db,
    versions.map((v) => v.savedBy),
  );
  await auditNoteRead(db, principal, client, row, ground, 'versions');
  return { appointmentId, versions: versions.map((v) => toVersion(v, people)) };
}
