/**
 * Times as people read them: in the viewer's own zone, with the zone named ("9:00 am AEDT"), and
 * the doctor's local time beside it when their clock says something else.
 */

let viewerZoneOverride: string | null = null;

/** Tests: pretend the browser is in `zone` (null: the real one). */
export function setViewerTimeZone(zone: string | null) {
  viewerZoneOverride = zone;
}

/** The browser's IANA zone, e.g. `Australia/Perth`. */
export function viewerTimeZone(): string {
  return viewerZoneOverride ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { timeZone: zone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "9:00 am AEDT". */
export function formatTime(iso: string, zone: string = viewerTimeZone()): string {
  return formatter(zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(new Date(iso))
    .replace(/\s?([AP]M)/i, (_, m: string) => ` ${m.toLowerCase()}`);
}

/** "9:00 am" without the zone, for a list whose heading names it. */
export function formatClock(iso: string, zone: string = viewerTimeZone()): string {
  return formatter(zone, { hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s?([AP]M)/i, (_, m: string) => ` ${m.toLowerCase()}`);
}

/** "AEDT" at that instant in that zone. */
export function zoneAbbreviation(iso: string, zone: string = viewerTimeZone()): string {
  const part = formatter(zone, { timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Mon 24 Nov". */
export function formatShortDate(iso: string, zone: string = viewerTimeZone()): string {
  return formatter(zone, { weekday: 'short', day: 'numeric', month: 'short' })
    .format(new Date(iso))
    .replace(',', '');
}

/** "Mon 24 Nov, 9:00 am AEDT". */
export function formatDateTime(iso: string, zone: string = viewerTimeZone()): string {
  return `${formatShortDate(iso, zone)}, ${formatTime(iso, zone)}`;
}

/**
 * A moment as Australians read it, with its zone: "21 Nov 2026, 2:30 pm AEDT".
 *
 * For records read later (sessions, audit, documents), where the year matters. The zone defaults to
 * the viewer's own; naming the zone keeps the time unambiguous for someone travelling.
 */
export function formatDateTimeWithYear(value: string | Date, zone: string = viewerTimeZone()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
    timeZone: zone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Built from parts so the result does not depend on each runtime's punctuation.
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part(
    'dayPeriod',
  ).toLowerCase()} ${part('timeZoneName')}`;
}

/** "Monday 24 November 2026" for a calendar date (YYYY-MM-DD), whatever the zone. */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  return formatter('UTC', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...options,
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: string | Date, zone: string = viewerTimeZone()): string {
  const parts = formatter(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** "Sydney" for `Australia/Sydney`, "Lord Howe" for `Australia/Lord_Howe`. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/** Whether two zones show a different wall-clock time at that instant. */
export function clocksDiffer(iso: string, a: string, b: string): boolean {
  return formatTime(iso, a) !== formatTime(iso, b);
}

/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday, for a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The numeric parts (year … second) of an instant's wall-clock reading in `zone`. */
export function partsOf(instant: number, zone: string) {
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

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** "20 October 2026", in the reader's own time zone: when an article or answer was updated. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
