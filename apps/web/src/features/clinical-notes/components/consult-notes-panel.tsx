import { NOTE_READER_ROLES, type TClinicalNote } from '@curo/core/clinical-notes';
import { useCallback, useId, useState } from 'react';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { StatusPill, type TPillTone } from '../../../components/ui/status-pill';
import { useCurrentUser } from '../../../lib/use-current-user';
import { notForViewer, useNote } from '../api/notes';
import { NoteEditor } from './note-editor';
import { AddEntryForm, NoteEntries } from './note-entries';
import { NoteView, signatureLine } from './note-view';
import { VersionHistory } from './version-history';

const STATUS: Record<TClinicalNote['status'], { tone: TPillTone; label: string }> = {
  empty: { tone: 'neutral', label: 'Not started' },
  draft: { tone: 'warning', label: 'Draft' },
  signed: { tone: 'success', label: 'Signed' },
};

/**
 * A consult's clinical notes for the clinicians on it and admins (decision 0038): its doctor
 * writes them (saved as they type) and signs them; afterwards, and for everyone else, they read
 * them, with the observations and addenda, an "Add addendum" or "Add observation" form for those
 * who may, and the version history. Renders nothing for patients and company admins, and for
 * anyone the API keeps the notes from.
 */
export function ConsultNotesPanel({ appointmentId }: { appointmentId: string }) {
  const { user } = useCurrentUser();
  if (!user || !NOTE_READER_ROLES.includes(user.role)) return null;
  return <NotesSection appointmentId={appointmentId} />;
}

function NotesSection({ appointmentId }: { appointmentId: string }) {
  const headingId = useId();
  const note = useNote(appointmentId);
  /** Saved since it was read: a note read as "Not started" is a draft now. */
  const [saved, setSaved] = useState(false);
  const markSaved = useCallback(() => setSaved(true), []);
  if (note.isError && notForViewer(note.error)) return null;

  const data = note.data;
  const status = data?.status === 'empty' && saved ? 'draft' : data?.status;
  return (
    <section aria-labelledby={headingId} className={paddedCard}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Clinical notes
        </h2>
        {status ? <StatusPill tone={STATUS[status].tone}>{STATUS[status].label}</StatusPill> : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        For the clinicians on this consult. Each opening is recorded in the patient's access history; the
        patient sees only the summary.
      </p>
      <div className="mt-4 flex flex-col gap-5">
        {note.isPending ? (
          <Loading label="Loading the notes…" rows={2} />
        ) : note.isError ? (
          <LoadProblem
            what="the notes"
            error={note.error}
            onRetry={() => void note.refetch()}
            framed={false}
          />
        ) : (
          <>
            {signatureLine(note.data) ? (
              <p className="text-sm font-semibold text-ink">{signatureLine(note.data)}</p>
            ) : null}
            {note.data.you.edit ? (
              <NoteEditor
                // A fresh read (after signing, or to take another tab's version) starts the editor again.
                key={note.dataUpdatedAt}
                appointmentId={appointmentId}
                note={note.data}
                onReload={() => note.refetch()}
                onSaved={markSaved}
              />
            ) : note.data.status === 'empty' ? (
              <p className="text-muted">No notes have been written for this consult yet.</p>
            ) : (
              <NoteView fields={note.data.fields} />
            )}
            {note.data.entries.length > 0 ? (
              <div className="flex flex-col gap-3 border-t border-line pt-4">
                <h3 className="font-semibold text-ink">Observations and addenda</h3>
                <NoteEntries entries={note.data.entries} />
              </div>
            ) : null}
            {note.data.you.addAddendum ? (
              <AddEntryForm appointmentId={appointmentId} kind="addendum" />
            ) : null}
            {note.data.you.addObservation ? (
              <AddEntryForm appointmentId={appointmentId} kind="observation" />
            ) : null}
            <VersionHistory appointmentId={appointmentId} count={note.data.versionCount} />
          </>
        )}
      </div>
    </section>
  );
}
