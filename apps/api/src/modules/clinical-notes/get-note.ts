import type { TClinicalNote } from '@curo/core/clinical-notes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { abilitiesOf, auditNoteRead, noteAccessFor } from './clinical-notes.policy';
import { entriesOf, findVersion, peopleByIds } from './clinical-notes.repository';
import { noteToRead } from './lock-completed';
import { fieldsOf, toEntry, toPerson } from './note-dto';

/**
 * `GET /appointmentNotes?appointmentId=`: the consult's note as it stands (current fields, who saved
 * and signed it, its observations and addenda, how many versions are kept) and what the caller may
 * do to it. Every read is a view of the patient's record: it goes on the audit trail and into the
 * patient's access history.
 */
export async function getNote({
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
}): Promise<TClinicalNote> {
  const { row, part, ground } = await noteAccessFor(db, principal, appointmentId, now);
  const note = await noteToRead(db, row, now);
  const [current, entries] = note
    ? await Promise.all([findVersion(db, note.id, note.version), entriesOf(db, note.id)])
    : [undefined, []];
  const people = await peopleByIds(db, [
    current?.savedBy ?? null,
    note?.signedBy ?? null,
    ...entries.map((e) => e.authorId),
  ]);
  await auditNoteRead(db, principal, client, row, ground, 'note');
  const version = note?.version ?? 0;
  return {
    appointmentId,
    patientId: row.patientId,
    status: note?.signedAt ? 'signed' : version > 0 ? 'draft' : 'empty',
    version,
    versionCount: version,
    fields: fieldsOf(current),
    savedAt: current?.savedAt.toISOString() ?? null,
    savedBy: current ? toPerson(people.get(current.savedBy), current.savedBy) : null,
    signedAt: note?.signedAt?.toISOString() ?? null,
    signedBy: note?.signedBy ? toPerson(people.get(note.signedBy), note.signedBy) : null,
    signedOn: note?.signedOn ?? null,
    entries: entries.map((e) => toEntry(e, people)),
    you: abilitiesOf(part, row, note, Boolean(principal.actorId)),
  };
}
