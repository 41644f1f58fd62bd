// Wall-clock arithmetic for the scheduling engine.
//
// Two timelines appear here. An *instant* is epoch milliseconds in UTC (what we store). A *wall* value
// is the local calendar date and clock time of some zone written as if it were UTC
// (`Date.UTC(y, m - 1, d, h, min)`), which makes "add a day" or "what weekday is it" plain integer
// arithmetic with no zone involved. Only `wallToInstant` and `instantToWall` cross between the two,
// and they alone know about daylight saving.
import { IANAZone } from 'luxon';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const zones = new Map<string, IANAZone>();

function zoneOf(zone: string): IANAZone {
  const z = zones.get(zone) ?? (isTimeZone(zone) ? zones.get(zone) : undefined);
  if (!z) throw new RangeError(`Unknown time zone "${zone}"; expected an IANA name`);
  return z;
}

/** True when `zone` is an IANA time zone name the runtime knows (e.g. `Australia/Lord_Howe`). */
export function isTimeZone(zone: string): boolean {
  if (typeof zone !== 'string') return false;
  if (zones.has(zone)) return true;
  // Asking Intl costs ~150 µs, so known-good names are cached and obvious junk never gets that far.
  if (!IANA_NAME.test(zone) || !IANAZone.isValidZone(zone)) return false;
  zones.set(zone, IANAZone.create(zone));
  return true;
}

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Throws a RangeError unless `zone` is a known IANA time zone. */
export function assertTimeZone(zone: string): void {
  zoneOf(zone);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const OFFSET_RE = /GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/**
 * The zone's offset from UTC in minutes at an instant (Sydney in summer: 660).
 *
 * Read from Intl's `longOffset` name ("GMT+10:30"), one call of ~2 µs; Luxon's `IANAZone.offset`
 * gives the same answers (zoned-time.test.ts compares them) at ~13 µs, which a feed with a few
 * thousand occurrences would feel.
 */
export function offsetMinutes(zone: string, instantMs: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    zoneOf(zone);
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
      year: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  const m = OFFSET_RE.exec(format.format(instantMs));
  if (!m) throw new RangeError(`Cannot read the offset of ${zone} at ${instantMs}`);
  if (!m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60;
  return m[1] === '-' ? -minutes : minutes;
}

/** The wall clock of `zone` at an instant. */
export function instantToWall(zone: string, instantMs: number): number {
  return instantMs + offsetMinutes(zone, instantMs) * MINUTE_MS;
}

/**
 * What to do with a wall time that does not exist because the clocks jumped forward over it.
 * - `transition`: the instant of the jump (02:30 on the morning Sydney skips 02:00–03:00 becomes
 *   03:00 AEDT). Used for availability windows: a window "from 02:30" starts when the clock first
 *   shows a time at or after 02:30.
 * - `offsetBeforeGap`: RFC 5545 §3.3.5: read the time with the offset in force before the gap
 *   (02:30 becomes 03:30 AEDT). Used for calendar feeds, so we agree with the programs that wrote them.
 */
export type GapPolicy = 'transition' | 'offsetBeforeGap';

/**
 * The instant at which the wall clock of `zone` shows `wallMs`.
 *
 * A repeated wall time (clocks went back) resolves to its first occurrence, in both policies. A skipped
 * wall time resolves as `gap` says. Assumes at most one offset change within a day either side, which
 * holds for every zone in the current tz database.
 */
export function wallToInstant(zone: string, wallMs: number, gap: GapPolicy = 'transition'): number {
  const steady = steadyOffset(zone, startOfDay(wallMs));
  if (steady !== null) return wallMs - steady * MINUTE_MS;
  const before = offsetMinutes(zone, wallMs - DAY_MS);
  const after = offsetMinutes(zone, wallMs + DAY_MS);
  let best = Number.POSITIVE_INFINITY;
  for (const o of before === after ? [before] : [before, after]) {
    const t = wallMs - o * MINUTE_MS;
    if (offsetMinutes(zone, t) === o && t < best) best = t;
  }
  if (best !== Number.POSITIVE_INFINITY) return best;
  // No offset produces this wall time: it lies in a gap (after > before).
  if (gap === 'offsetBeforeGap') return wallMs - before * MINUTE_MS;
  // The jump happened somewhere in (lo, hi]; find it to the second.
  let lo = wallMs - after * MINUTE_MS;
  let hi = wallMs - before * MINUTE_MS;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetMinutes(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

const steadyDays = new Map<string, number | null>();

/**
 * The one offset in force all through a local date, or null when the offset changes that day. Most
 * days have none, so conversions skip the search; the answer is a fact of the tz database, so it is
 * memoised (bounded).
 */
function steadyOffset(zone: string, dateWall: number): number | null {
  const key = `${zone}|${dateWall}`;
  let offset = steadyDays.get(key);
  if (offset === undefined) {
    // The real instants of a local date lie within [dateWall - 14 h, dateWall + 38 h].
    const o = offsetMinutes(zone, dateWall - DAY_MS);
    offset = o === offsetMinutes(zone, dateWall + 2 * DAY_MS) ? o : null;
    if (steadyDays.size >= 50_000) steadyDays.clear();
    steadyDays.set(key, offset);
  }
  return offset;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into the wall value of that date's midnight; throws RangeError if not a real date. */
export function parseDate(date: string): number {
  const m = DATE_RE.exec(date);
  const wall = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || Number.isNaN(wall) || formatDate(wall) !== date) {
    throw new RangeError(`Invalid date "${date}"; expected a real date as YYYY-MM-DD`);
  }
  return wall;
}

/** The `YYYY-MM-DD` of a wall value. */
export function formatDate(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** The `HH:mm` of a wall value. */
export function formatClock(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(11, 16);
}

/** Midnight of the wall value's date. */
export function startOfDay(wallMs: number): number {
  return Math.floor(wallMs / DAY_MS) * DAY_MS;
}

/** ISO weekday of a wall value: 1 = Monday … 7 = Sunday. */
export function isoWeekday(wallMs: number): number {
  return ((new Date(wallMs).getUTCDay() + 6) % 7) + 1;
}

const CLOCK_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Minutes after midnight of an `HH:mm` clock time. `24:00` is accepted only when `allowEndOfDay`
 * (a window or break that runs to midnight).
 */
export function parseClock(clock: string, allowEndOfDay = false): number {
  if (allowEndOfDay && clock === '24:00') return 1440;
  const m = CLOCK_RE.exec(clock);
  if (!m)
    throw new RangeError(
      `Invalid time "${clock}"; expected HH:mm (00:00–23:59${allowEndOfDay ? ' or 24:00' : ''})`,
    );
  return Number(m[1]) * 60 + Number(m[2]);
}
