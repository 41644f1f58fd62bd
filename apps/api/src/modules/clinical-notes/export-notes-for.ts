import type { TPrivacyExport } from '@curo/core/privacy';
import type { Executor } from '../../db/client';
import { peopleByIds, signedNotesOfPatient } from './clinical-notes.repository';
import { toPerson } from './note-dto';

/**
 * The notes of the patient's consults for their copy of their record (decision 0057): each signed
 * note's plain-language summary, who signed it and when, as the patient reads it on the consult's
 * page (decision 0038). A note not signed yet is left out (it may still change), and so are the
 * clinical fields: the patient has a right to them too, given on request once a clinician has
 * checked them (Australian Privacy Principle 12.3 lets a practice hold back what would put someone
 * at serious risk, a judgement no download can make).
 */
export async function exportNotesFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TPrivacyExport['clinicalNotes']> {
  const notes = await signedNotesOfPatient(db, patientId);
  const people = await peopleByIds(
    db,
    notes.map((n) => n.note.signedBy),
  );
  return notes.map(({ note, version }) => ({
    appointmentId: note.appointmentId,
    summary: version.patientSummary,
    signedAt: (note.signedAt as Date).toISOString(),
    signedBy: note.signedBy ? toPerson(people.get(note.signedBy), note.signedBy) : null,
  }));
}
