import type { TPatientSummary } from '@curo/core/clinical-notes';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { summaryFor } from './clinical-notes.policy';
import { findVersion, peopleByIds } from './clinical-notes.repository';
import { noteToRead } from './lock-completed';
import { toPerson } from './note-dto';

/**
 * `GET /appointmentNotes/{appointmentId}/summary`: the plain-language summary the doctor wrote for
 * the patient, for the patient of that consult only (anyone else's: 404). It shows once the note is
 * signed: a draft may still change. Never the clinical fields.
 */
export async function getPatientSummary({
  db,
  principal,
  appointmentId,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  now?: Date;
}): Promise<TPatientSummary> {
  const row = await summaryFor(db, principal, appointmentId);
  const note = await noteToRead(db, row, now);
  if (!note?.signedAt) return { appointmentId, summary: null, signedAt: null, doctorName: null };
  const version = await findVersion(db, note.id, note.version);
  const people = await peopleByIds(db, [note.signedBy]);
  const summary = version?.patientSummary.trim() ? version.patientSummary : null;
  return {
    appointmentId,
    summary,
    signedAt: note.signedAt.toISOString(),
    doctorName: note.signedBy ? toPerson(people.get(note.signedBy), note.signedBy).name : null,
  };
}
