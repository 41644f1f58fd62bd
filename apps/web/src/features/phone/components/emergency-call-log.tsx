import { CALL_OUTCOME_LABELS, type TCallOutcome } from '@curo/core/phone';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { smallButton } from '../../../components/ui/button';
import { card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusPill, type TPillTone } from '../../../components/ui/status-pill';
import { apiClient } from '../../../lib/api-client';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { type TEmergencyCall, useEmergencyCalls } from '../api/get-emergency-calls';
import { voicemailAudioSrc } from '../api/get-voicemail-audio';

const TONES: Record<TCallOutcome, TPillTone> = {
  answered: 'success',
  voicemail: 'info',
  missed: 'warning',
  inProgress: 'neutral',
};

/** "4 min 05 s", "45 s", or a dash while the call is not over. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, '0')} s`;
}

function answeredByText(call: TEmergencyCall): string {
  if (call.answeredBy) return `Dr ${call.answeredBy.firstName} ${call.answeredBy.lastName}`;
  if (call.answeredByFallback) return 'Fallback number';
  return 'Nobody';
}

/**
 * Listen: reveals a player for the voicemail once its audio has been fetched from Twilio; until
 * then the row says it is on its way.
 */
function VoicemailPlayer({ call }: { call: TEmergencyCall }) {
  const [src, setSrc] = useState<string | null>(null);
  const audioId = useId();
  const downloadPath = call.voicemail?.downloadPath;
  if (!call.voicemail) return null;
  if (!call.voicemail.available || !downloadPath)
    return <p className="text-sm text-muted">The recording is on its way from Twilio.</p>;
  const caller = call.callerNumber ?? 'a withheld number';
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={`${smallButton} self-start`}
        aria-expanded={src !== null}
        aria-controls={src ? audioId : undefined}
        // The token lives minutes: read it now, not when the list loaded.
        onClick={() => setSrc(voicemailAudioSrc(downloadPath, apiClient.getAccessToken()))}
      >
        <Play aria-hidden className="size-4" />
        Listen
      </button>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: a caller's voicemail has no captions to offer.
        <audio
          id={audioId}
          src={src}
          controls
          preload="none"
          aria-label={`Voicemail from ${caller}`}
          className="w-full max-w-md"
        />
      ) : null}
    </div>
  );
}

function CallRow({ call }: { call: TEmergencyCall }) {
  return (
    <li className={`${card} flex flex-col gap-2 p-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {call.callerNumber ?? 'Number withheld'}
          {call.patient ? (
            <span className="font-normal text-muted">
              {' '}
              · {call.patient.firstName} {call.patient.lastName}
            </span>
          ) : null}
        </p>
        <StatusPill tone={TONES[call.outcome]}>{CALL_OUTCOME_LABELS[call.outcome]}</StatusPill>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Time</dt>
          <dd className="text-ink">{formatDateTimeWithYear(call.startedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Length</dt>
          <dd className="text-ink">{formatDuration(call.durationSeconds)}</dd>
        </div>
        <div>
          <dt className="text-muted">Answered by</dt>
          <dd className="text-ink">{answeredByText(call)}</dd>
        </div>
        <div>
          <dt className="text-muted">Voicemail</dt>
          <dd className="text-ink">
            {call.voicemail ? `Left, ${formatDuration(call.voicemail.durationSeconds)}` : 'None'}
          </dd>
        </div>
      </dl>
      <VoicemailPlayer call={call} />
    </li>
  );
}

/**
 * The emergency call log, newest first, a page at a time: the server decides whose calls these are
 * (every call for an admin, a doctor's answered calls; decision 0063).
 */
export function EmergencyCallLog({ emptyText }: { emptyText: string }) {
  const [page, setPage] = useState(1);
  const query = useEmergencyCalls(page);
  return (
    <PagedList
      query={query}
      what="the calls"
      summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} calls`}
      empty={<EmptyState title="No calls yet">{emptyText}</EmptyState>}
      pagesLabel="Pages of calls"
      onPage={setPage}
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
