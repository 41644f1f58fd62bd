import {
  NOTE_FIELD_MAX,
  type TNoteEntry,
  type TNoteEntryKind,
  ZNoteEntryInput,
} from '@curo/core/clinical-notes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { noteKeys } from '../api/note-keys';
import { addNoteEntry } from '../api/notes';

const KIND_LABEL: Record<TNoteEntryKind, string> = { addendum: 'Addendum', observation: 'Observation' };

/** The note's observations and addenda, oldest first: each dated, with its author; never edited. */
export function NoteEntries({ entries }: { entries: TNoteEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Observations and addenda" className="flex flex-col divide-y divide-line">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
          <p className="text-sm font-semibold text-ink">
            {KIND_LABEL[entry.kind]} · {entry.author.name}
          </p>
          <p className="text-sm text-muted">{formatDateTimeWithYear(entry.createdAt)}</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-ink">{entry.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** "Add addendum" (the doctor, once signed) or "Add observation" (a nurse on the consult). */
export function AddEntryForm({ appointmentId, kind }: { appointmentId: string; kind: TNoteEntryKind }) {
  const queryClient = useQueryClient();
  const prefix = useId();
  const idFor = useCallback((field: string) => `${prefix}-${field}`, [prefix]);
  const form = useFormState<'text'>({ text: '' }, idFor);
  const [pending, setPending] = useState(false);
  const label = kind === 'addendum' ? 'Add addendum' : 'Add observation';

  const submit = async () => {
    const input = form.check(ZNoteEntryInput, form.values, ['text']);
    if (!input || pending) return;
    setPending(true);
    const sent = await form.send(() => addNoteEntry(appointmentId, kind, input.text));
    setPending(false);
    if (!sent) return;
    form.resetValues({ text: '' });
    toast.success(kind === 'addendum' ? 'Addendum added' : 'Observation added');
    await queryClient.invalidateQueries({ queryKey: noteKeys.note(appointmentId) });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      <TextAreaField
        {...form.text('text')}
        label={kind === 'addendum' ? 'Addendum' : 'Observation'}
        hint={
          kind === 'addendum'
            ? 'Dated and signed with your name; the note itself stays as it was signed.'
            : 'Dated and added with your name; it cannot be changed afterwards.'
        }
        rows={3}
        maxLength={NOTE_FIELD_MAX}
      />
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? 'Adding…' : label}
        </button>
      </div>
    </form>
  );
}
