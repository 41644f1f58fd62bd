import {
  EMPTY_NOTE_FIELDS,
  type TNoteEntry,
  type TNoteFields,
  type TNotePerson,
  type TNoteVersion,
} from '@curo/core/clinical-notes';
import type { EntryRow, PersonRow, VersionRow } from './clinical-notes.repository';

const DOCTORS = ['doctor', 'instantDoctor'];

/** How a note names someone: `Dr` for a doctor. */
export function toPerson(person: PersonRow | undefined, id: string): TNotePerson {
  if (!person) return { userId: id, name: 'Former staff member', role: 'unknown' };
  const name = `${person.firstName} ${person.lastName}`;
  return { userId: id, name: DOCTORS.includes(person.role) ? `Dr ${name}` : name, role: person.role };
}

export const fieldsOf = (version: VersionRow | undefined): TNoteFields =>
  version
    ? {
        reason: version.reason,
        history: version.history,
        examination: version.examination,
        assessment: version.assessment,
        plan: version.plan,
        patientSummary: version.patientSummary,
      }
    : { ...EMPTY_NOTE_FIELDS };

export const sameFields = (a: TNoteFields, b: TNoteFields) =>
  (Object.keys(EMPTY_NOTE_FIELDS) as Array<keyof TNoteFields>).every((k) => a[k] === b[k]);

export const toEntry = (entry: EntryRow, people: Map<string, PersonRow>): TNoteEntry => ({
  id: entry.id,
  kind: entry.kind,
  author: toPerson(people.get(entry.authorId), entry.authorId),
  text: entry.text,
  createdAt: entry.createdAt.toISOString(),
});

export const toVersion = (version: VersionRow, people: Map<string, PersonRow>): TNoteVersion => ({
  version: version.version,
  fields: fieldsOf(version),
  savedAt: version.savedAt.toISOString(),
  savedBy: toPerson(people.get(version.savedBy), version.savedBy),
});
