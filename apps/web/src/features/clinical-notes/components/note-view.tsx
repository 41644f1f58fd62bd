import { NOTE_FIELD_LABELS, NOTE_FIELDS, type TClinicalNote } from '@curo/core/clinical-notes';
import { formatDateTimeWithYear } from '../../../lib/date-time';

/** Who signed the note, and when; "when the consult was completed" if completing it signed it. */
export function signatureLine(
  note: Pick<TClinicalNote, 'signedAt' | 'signedBy' | 'signedOn'>,
): string | null {
  if (!note.signedAt) return null;
  const by = note.signedBy ? ` by ${note.signedBy.name}` : '';
  const how = note.signedOn === 'completed' ? ' when the consult was completed' : '';
  return `Signed${by} ${formatDateTimeWithYear(note.signedAt)}${how}`;
}

/** The note's fields, read-only (a signed note, or anyone but its doctor). */
export function NoteView({ fields }: { fields: TClinicalNote['fields'] }) {
  return (
    <dl className="flex flex-col gap-4">
      {NOTE_FIELDS.map((field) => (
        <div key={field}>
          <dt className="text-sm font-semibold text-muted">{NOTE_FIELD_LABELS[field]}</dt>
          <dd className="mt-1 break-words whitespace-pre-wrap text-ink">
            {fields[field].trim() ? fields[field] : <span className="text-muted">Not recorded</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
