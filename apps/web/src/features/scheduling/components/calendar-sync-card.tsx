import type { TAvailability } from '@curo/core/scheduling';
import { type FormEvent, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { Notice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useUpdateIcs } from '../api/availability';

/**
 * The doctor's outside calendar (ICS): its masked address or upload, when it last synced and any
 * error, and ways to link a feed, sync again or upload a file. Its busy times block slots.
 */
export function CalendarSyncCard({
  doctorId,
  calendar,
}: {
  doctorId: string;
  calendar: TAvailability['calendar'];
}) {
  const update = useUpdateIcs(doctorId);
  const [url, setUrl] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const done = (message: string) => ({
    onSuccess: (saved: TAvailability) =>
      saved.calendar?.lastError ? toast.warning(saved.calendar.lastError) : toast.success(message),
    onError: (error: unknown) => toast.error(errorMessage(error)),
  });

  const link = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      toast.error('Paste the calendar’s address, or choose to sync it again');
      return;
    }
    update.mutate({ url: url.trim() }, { ...done('Calendar linked'), onSettled: () => setUrl('') });
  };

  return (
    <div className="flex flex-col gap-4">
      {calendar ? (
        <dl className="grid gap-2 text-[15px] sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Source</dt>
            <dd className="break-all text-ink">
              {calendar.source === 'upload' ? 'Uploaded file' : (calendar.url ?? 'Linked feed')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Last synced</dt>
            <dd className="text-ink">
              {calendar.lastSyncedAt ? formatDateTime(calendar.lastSyncedAt) : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Busy times found</dt>
            <dd className="text-ink">{calendar.busyEvents}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted">
          No calendar linked. Link your practice or personal calendar so that its busy times are never offered
          to patients.
        </p>
      )}
      {calendar?.lastError ? (
        <Notice tone="warning" title="The last sync did not work">
          {calendar.lastError} We keep using the busy times from the last good sync.
        </Notice>
      ) : null}
      <form onSubmit={link} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="ics-url" className={labelClass}>
            Calendar address (https or webcal)
          </label>
          <input
            id="ics-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://calendar.example.com/private/….ics"
            className={controlClass}
          />
        </div>
        <button type="submit" disabled={update.isPending} className={primaryButton}>
          Link calendar
        </button>
      </form>
      <div className="flex flex-col gap-2 sm:flex-row">
        {calendar?.source === 'url' ? (
          <button
            type="button"
            disabled={update.isPending}
            className={secondaryButton}
            onClick={() => update.mutate({ resync: true }, done('Synced'))}
          >
            {update.isPending ? 'Syncing…' : 'Sync again'}
          </button>
        ) : null}
        <label className={`${secondaryButton} cursor-pointer`}>
          Upload an .ics file
          <input
            ref={file}
            type="file"
            accept=".ics,text/calendar"
            className="sr-only"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen)
                update.mutate(
                  { file: chosen },
                  {
                    ...done('Calendar uploaded'),
                    onSettled: () => {
                      if (file.current) file.current.value = '';
                    },
                  },
                );
            }}
          />
        </label>
      </div>
    </div>
  );
}
