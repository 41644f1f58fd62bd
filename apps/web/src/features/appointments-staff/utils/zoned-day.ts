import { localDate, viewerTimeZone } from '../../scheduling/utils/time-zones';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: number, zone: string) {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  const parts = f.formatToParts(instant);
  return (type: string) => Number(parts.find((p) => p.type === type)?.value);
}

/** The zone's offset from UTC in minutes at `instant` (AEDT: +660). */
function offsetMinutes(instant: number, zone: string): number {
  const get = partsOf(instant, zone);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/**
 * The instant a wall-clock time (date YYYY-MM-DD, time HH:mm) happens in `zone`, as ISO in UTC.
 * Two passes find the offset in force then, so a time beside a daylight-saving change is right.
 */
export function zonedInstant(date: string, time: string, zone: string = viewerTimeZone()): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const local = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(local)) return null;
  let instant = local - offsetMinutes(local, zone) * 60_000;
  instant = local - offsetMinutes(instant, zone) * 60_000;
  return new Date(instant).toISOString();
}

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
