import {
  NOTE_FIELD_LABELS,
  NOTE_FIELD_MAX,
  NOTE_FIELDS,
  type TClinicalNote,
  type TNoteField,
  type TNoteFields,
} from '@curo/core/clinical-notes';
import { useCallback, useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatClock } from '../../../lib/date-time';
import { useFormState } from '../../../lib/use-form-state';
import { signNote } from '../api/notes';
import { type SaveState, useAutosave } from '../hooks/use-autosave';

const HINTS: Partial<Record<TNoteField, string>> = {
  patientSummary:
    'In plain words: this is the only part the patient reads, once the note is signed. The other fields stay with the clinicians.',
};

const ROWS: Record<TNoteField, number> = {
  reason: 2,
  history: 5,
  examination: 4,
  assessment: 3,
  plan: 4,
  patientSummary: 4,
};

/** "Saving…", "Saved 10:42 am", "Couldn't save — retrying". */
export function saveStatusText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Changes save as you type';
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${formatClock(state.at)}`;
    case 'retrying':
      return 'Couldn’t save — retrying';
    case 'conflict':
      return 'Not saved: changed elsewhere';
    case 'locked':
      return 'Not saved: the note is signed';
    case 'failed':
      return `Not saved: ${state.message}`;
  }
}

/**
 * The consult's doctor writes the note: six fields saved as they type (`useAutosave`), the save's
 * state always shown, and "Sign note", which saves what is left and locks the note.
 */
export function NoteEditor({
  appointmentId,
  note,
  onReload,
  onSaved,
}: {
  appointmentId: string;
  note: TClinicalNote;
  /** Told after each save, so the panel can say the note is a draft now. */
  onSaved?: () => void;
  /** Reads the note again (after signing, or to see what another tab saved). */
  onReload: () => Promise<unknown>;
}) {
  const prefix = useId();
  const idFor = useCallback((field: string) => `${prefix}-${field}`, [prefix]);
  const form = useFormState<TNoteField, TNoteFields>(note.fields, idFor);
  const [signing, setSigning] = useState(false);
  const autosave = useAutosave({
    appointmentId,
    version: note.version,
    fields: note.fields,
    values: form.values,
    onLocked: () => void onReload(),
    onSaved,
  });
  const { state } = autosave;
  const nothingWritten = note.version === 0 && NOTE_FIELDS.every((f) => form.values[f].trim() === '');

  const sign = async () => {
    if (!(await autosave.flush()))
      throw new Error('The note is not saved yet, so it cannot be signed. Try again once it says Saved.');
    await signNote(appointmentId, autosave.version());
    await onReload();
  };

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        aria-live="polite"
        className={`text-sm font-semibold ${state.kind === 'retrying' || state.kind === 'failed' ? 'text-error' : 'text-muted'}`}
      >
        {saveStatusText(state)}
      </p>
      {state.kind === 'conflict' ? (
        <Notice tone="warning" title="This note was changed somewhere else">
          <p>
            It was saved from another tab or device since you opened it, so what you typed here was not saved.
            Copy anything you need, then load the latest version.
          </p>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void onReload()}>
            Load the latest version
          </button>
        </Notice>
      ) : null}
      {NOTE_FIELDS.map((field) => (
        <TextAreaField
          key={field}
          {...form.text(field)}
          label={NOTE_FIELD_LABELS[field]}
          hint={HINTS[field]}
          rows={ROWS[field]}
          maxLength={NOTE_FIELD_MAX}
          readOnly={state.kind === 'conflict' || state.kind === 'locked'}
          optional
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={nothingWritten || state.kind === 'conflict' || state.kind === 'locked'}
          onClick={() => setSigning(true)}
        >
          Sign note
        </button>
        <p className="text-sm text-muted">Completing the consult also signs it.</p>
      </div>
      <ConfirmDialog
        open={signing}
        onClose={() => setSigning(false)}
        title="Sign this note?"
        description="Once signed, the note is locked: it cannot be edited, and anything more is added as a dated addendum. The patient then sees the summary."
        confirmLabel="Sign note"
        pendingLabel="Signing…"
        onConfirm={sign}
        doneMessage="Note signed"
      />
    </div>
  );
}
