import { localDate, partsOf, viewerTimeZone, zonedInstant } from '../../../lib/date-time';

/** The instant a calendar date begins in `zone`. */
export const startOfDay = (date: string, zone: string = viewerTimeZone()) =>
  zonedInstant(date, '00:00', zone);

/** The instant the day after `date` begins: the end (exclusive) of a range that includes `date`. */
export function endOfDay(date: string, zone: string = viewerTimeZone()): string | null {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return startOfDay(new Date(start + 86_400_000).toISOString().slice(0, 10), zone);
}

/** What a `datetime-local` box holds ("2026-12-09T07:00") read in `zone`, as an ISO instant. */
export const localInputToInstant = (value: string, zone: string = viewerTimeZone()) => {
  const [date = '', time = ''] = value.split('T');
  return zonedInstant(date, time.slice(0, 5), zone);
};

/** An instant as a `datetime-local` box shows it in `zone`. */
export function instantToLocalInput(iso: string, zone: string = viewerTimeZone()): string {
  const get = partsOf(Date.parse(iso), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDate(iso, zone)}T${pad(get('hour'))}:${pad(get('minute'))}`;
}
