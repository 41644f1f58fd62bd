import type { TCallRecording } from '@curo/core/room';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { ApiError, apiClient } from '../../../lib/api-client';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { formatBytes } from '../../../lib/file-size';
import { playbackPath, useRecordings } from '../api/recording';

/** "45 s", "4 min 12 s", "1 h 3 min". */
function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${seconds} s`;
  return `${seconds} s`;
}

/** Not the caller's to see: the API hides recordings, and the consult, behind these. */
const notForViewer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

interface RecordingsPanelProps {
  appointmentId: string;
  /** Render nothing unless there is a recording to list (the doctor's screen before the call). */
  hideWhenNone?: boolean;
}

/**
 * A consult's call recordings that the viewer may play (its doctor's own, every one for an admin):
 * when, who, how long and how big, each played on demand. For anyone the API keeps them from it
 * renders nothing.
 */
export function RecordingsPanel({ appointmentId, hideWhenNone = false }: RecordingsPanelProps) {
  const headingId = useId();
  // The call view keeps this list only for its indicator: a recording it just finished is not in it.
  const list = useRecordings(appointmentId, { fresh: true });
  const recordings = list.data?.recordings ?? [];

  if (list.isError && notForViewer(list.error)) return null;
  if (hideWhenNone && recordings.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={paddedCard}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Call recordings
      </h2>
      <p className="mt-1 text-sm text-muted">Each play is recorded in the patient's access history.</p>
      <div className="mt-4">
        {list.isPending ? (
          <Loading label="Loading the recordings…" rows={1} />
        ) : list.isError ? (
          <LoadProblem
            what="the recordings"
            error={list.error}
            onRetry={() => void list.refetch()}
            framed={false}
          />
        ) : recordings.length === 0 ? (
          <p className="text-muted">No recordings of this consult's call.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {recordings.map((recording) => (
              <RecordingItem key={recording.recordingId} recording={recording} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RecordingItem({ recording }: { recording: TCallRecording }) {
  const whenId = useId();
  const videoId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const when = formatDateTimeWithYear(recording.startedAt);
  const empty = recording.chunks === 0;

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={whenId} className="font-semibold text-ink">
            {when}
          </p>
          <p className="text-sm text-muted">Recorded by {recording.recordedBy.name}</p>
          <p className="text-sm text-muted">
            {empty
              ? 'Nothing was recorded'
              : `${formatDuration(recording.durationSeconds)} · ${formatBytes(recording.sizeBytes)}`}
            {recording.status === 'recording' ? ' · still recording' : ''}
          </p>
        </div>
        {empty ? null : (
          <button
            type="button"
            className={smallButton}
            aria-describedby={whenId}
            aria-expanded={src !== null}
            aria-controls={src ? videoId : undefined}
            // The token lives minutes: read it now, not when the list loaded.
            onClick={() => setSrc(playbackPath(recording.recordingId, apiClient.getAccessToken()))}
          >
            <Play aria-hidden className="size-4" />
            Play
          </button>
        )}
      </div>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: a recorded call has no captions to offer.
        <video
          id={videoId}
          src={src}
          controls
          preload="none"
          aria-label={`Call recording of ${when}`}
          className="aspect-video w-full rounded-lg bg-ink"
        />
      ) : null}
    </li>
  );
}
