import { useId, useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { useNoteVersions } from '../api/notes';
import { NoteView } from './note-view';

/** Every saved version, newest first, opened on demand (reading it is audited like the note). */
export function VersionHistory({ appointmentId, count }: { appointmentId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const versions = useNoteVersions(appointmentId, open);
  if (count === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      <div>
        <button
          type="button"
          className={smallButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide version history' : `Version history (${count})`}
        </button>
      </div>
      {open ? (
        <div id={listId}>
          {versions.isPending ? (
            <Loading label="Loading the versions…" rows={1} />
          ) : versions.isError ? (
            <LoadProblem
              what="the versions"
              error={versions.error}
              onRetry={() => void versions.refetch()}
              framed={false}
            />
          ) : (
            <ol aria-label="Versions" className="flex flex-col gap-2">
              {versions.data.versions.map((v) => (
                <li key={v.version} className="rounded-lg border border-line p-3">
                  <details>
                    <summary className="cursor-pointer text-sm font-semibold text-ink">
                      Version {v.version} · {formatDateTimeWithYear(v.savedAt)} · {v.savedBy.name}
                    </summary>
                    <div className="mt-3">
                      <NoteView fields={v.fields} />
                    </div>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}
