import type { TAvailability } from '@curo/core/scheduling';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { actorsOf, auditedChange } from '../audit/record-audit-event';
import { type CalendarBusyTime, findCalendar, saveCalendar } from './availability.repository';
import { parseIcsBusy } from './engine';
import { fetchIcs, IcsFetchError } from './fetch-ics';
import { consultSettingsOf, getAvailability, managedDoctor } from './manage-availability';

const DAY_MS = 86_400_000;

export type IcsSource = { url: string } | { text: string } | { resync: true };

/**
 * `POST /availability/updateIcs`: link a feed URL, upload an .ics file, or sync the linked feed
 * again. Its busy times (within the booking horizon) are stored as rows for the slot engine; a failure
 * keeps the last good busy times and records the reason for the doctor's screen.
 */
export async function updateIcs({
  db,
  box,
  principal,
  doctorId,
  source,
  allowPrivateFeeds,
  client,
  now = new Date(),
}: {
  db: Db;
  box: SecretBox;
  principal: Principal;
  doctorId: string;
  source: IcsSource;
  allowPrivateFeeds: boolean;
  client: ClientContext;
  now?: Date;
}): Promise<TAvailability> {
  const profile = await managedDoctor(db, principal, doctorId);
  const existing = await findCalendar(db, doctorId);
  const settings = consultSettingsOf(profile.consultSettings);
  const range = {
    zone: profile.timeZone,
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + (settings.horizonDays + 2) * DAY_MS),
  };

  let url: string | null = null;
  let text: string | null = null;
  let error: string | null = null;
  if ('resync' in source) {
    url = existing?.icsUrl ? box.open(existing.icsUrl) : null;
    if (!url) error = 'No calendar address is linked; paste one or upload a file';
  } else if ('url' in source) {
    url = source.url;
  } else {
    text = source.text;
  }
  if (url && !error) {
    try {
      text = await fetchIcs(url, { allowPrivate: allowPrivateFeeds });
    } catch (e) {
      error = e instanceof IcsFetchError ? e.message : 'The calendar could not be read';
    }
  }
  let busy: CalendarBusyTime[] | null = null;
  if (text !== null && !error) {
    const parsed = parseIcsBusy(text, range);
    if (parsed.ok) busy = parsed.busy;
    else error = parsed.error;
  }
  await auditedChange(
    db,
    (tx) =>
      saveCalendar(
        tx,
        {
          doctorId,
          source: url ? 'url' : 'upload',
          // Feed addresses are credentials (anyone with one reads the calendar): stored sealed.
          icsUrl: url ? box.seal(url) : null,
          lastSyncedAt: busy ? now : (existing?.lastSyncedAt ?? null),
          lastError: error,
        },
        // A good sync replaces the busy rows (recurring events expanded up to the horizon) in this
        // transaction; a failed one leaves the last good rows in place.
        busy ?? undefined,
      ),
    () => ({
      action: 'schedule.updated',
      ...actorsOf(principal),
      subjectUserId: doctorId,
      recordType: 'calendar',
      recordId: doctorId,
      context: client,
      details: { what: error ? 'calendar sync failed' : 'calendar synced' },
    }),
  );
  return getAvailability({ db, principal, doctorId });
}
