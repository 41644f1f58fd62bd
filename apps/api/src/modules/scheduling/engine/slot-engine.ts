// The slot engine: a doctor's availability, settings and busy time in, UTC slots out. Pure: no
// database, no clock (the caller passes `now`).
//
// Daylight saving rule. A window is one contiguous stretch of real time: it starts at the first
// instant the doctor's wall clock shows its start time and ends at the first instant after that when
// the clock shows its end time. A wall time the clock skips (spring forward) is read as the instant of
// the jump. Slots are then laid on the UTC timeline from the window's first instant, every
// `stepMinutes`, while they fit. So:
// - 09:00–17:00 is unaffected by a change at 02:00 or 03:00;
// - on the Sunday Sydney skips 02:00–03:00, a 01:00–04:00 window is 2 real hours and no slot starts at
//   02:xx (those times do not exist);
// - on the Sunday Sydney repeats 02:00–03:00, a 01:00–04:00 window is 4 real hours; the 02:xx times
//   appear once in AEDT and once in AEST, as different instants. No instant is ever offered twice.
// A window that ends at a repeated wall time ends at its first occurrence.
import type { Availability, BusyInterval, ClockRange, Slot, SlotBlockReason, SlotSettings } from './types.ts';
import {
  assertTimeZone,
  DAY_MS,
  formatClock,
  formatDate,
  instantToWall,
  isoWeekday,
  MINUTE_MS,
  parseClock,
  parseDate,
  wallToInstant,
} from './zoned-time.ts';

/** The longest date range one call may cover (a year and a day), so a bad query cannot spin. */
export const MAX_RANGE_DAYS = 366;

/** What every computation needs. */
export interface SlotQuery {
  availability: Availability;
  settings: SlotSettings;
  /** Bookings, holds and calendar events; any order, may overlap, may lie outside the dates asked. */
  busy?: readonly BusyInterval[];
  now: Date;
}

export interface ComputeSlotsForDateOptions extends SlotQuery {
  /** `YYYY-MM-DD`, a calendar date in the doctor's zone. */
  date: string;
  /** Return every slot the windows hold, each with `free` and, when not free, a `reason`. Default false. */
  showAll?: boolean;
  /** Keep only slots starting at these `HH:mm` wall-clock times in the doctor's zone. */
  times?: readonly string[];
}

export interface ComputeSlotsForRangeOptions extends Omit<ComputeSlotsForDateOptions, 'date'> {
  /** First date, `YYYY-MM-DD` in the doctor's zone. */
  from: string;
  /** Last date, inclusive. */
  to: string;
}

export interface DateAvailability {
  /** `YYYY-MM-DD` in the doctor's zone. */
  date: string;
  /** At least one free slot. */
  available: boolean;
  freeSlots: number;
}

/**
 * Slots on one calendar date in the doctor's zone, in time order. Without `showAll`, only free slots.
 *
 * @throws RangeError on an unknown zone, a malformed date or clock time, or nonsensical settings.
 */
export function computeSlotsForDate(options: ComputeSlotsForDateOptions): Slot[] {
  const plan = preparePlan(options);
  return slotsOnDate(plan, parseDate(options.date), options.showAll ?? false, timesFilter(options.times));
}

/** Slots on every date from `from` to `to` inclusive (doctor's zone), in time order. */
export function computeSlotsForRange(options: ComputeSlotsForRangeOptions): Slot[] {
  const plan = preparePlan(options);
  const times = timesFilter(options.times);
  const out: Slot[] = [];
  for (const date of dateRange(options.from, options.to)) {
    for (const slot of slotsOnDate(plan, date, options.showAll ?? false, times)) out.push(slot);
  }
  return out;
}

/** For a month view: each date from `from` to `to` inclusive, and whether it has a free slot. */
export function computeAvailableDates(options: SlotQuery & { from: string; to: string }): DateAvailability[] {
  const plan = preparePlan(options);
  return dateRange(options.from, options.to).map((date) => {
    const freeSlots = slotsOnDate(plan, date, false, null).length;
    return { date: formatDate(date), available: freeSlots > 0, freeSlots };
  });
}

function dateRange(from: string, to: string): number[] {
  const first = parseDate(from);
  const last = parseDate(to);
  const days = (last - first) / DAY_MS + 1;
  if (days < 1) throw new RangeError(`The range ends (${to}) before it starts (${from})`);
  if (days > MAX_RANGE_DAYS) throw new RangeError(`The range covers ${days} days; at most ${MAX_RANGE_DAYS}`);
  return Array.from({ length: days }, (_, i) => first + i * DAY_MS);
}

function timesFilter(times: readonly string[] | undefined): Set<string> | null {
  if (!times) return null;
  return new Set(times.map((t) => formatClock(parseClock(t) * MINUTE_MS)));
}

interface MinuteRange {
  start: number;
  end: number;
}

interface Plan {
  zone: string;
  durationMs: number;
  stepMs: number;
  bufferMs: number;
  /** Earliest allowed start (now + notice). */
  earliest: number;
  /** Starts must be before this (now + horizon days). */
  horizonEnd: number;
  weekly: Map<number, MinuteRange[]>;
  overrides: Map<string, MinuteRange[]>;
  weeklyBreaks: Map<number, MinuteRange[]>;
  dateBreaks: Map<string, MinuteRange[]>;
  busy: BusyIndex;
}

function minuteRange(r: ClockRange, what: string): MinuteRange {
  const start = parseClock(r.start);
  const end = parseClock(r.end, true);
  if (end <= start) throw new RangeError(`${what} ${r.start}–${r.end} ends before it starts`);
  return { start, end };
}

function push<K>(map: Map<K, MinuteRange[]>, key: K, range: MinuteRange): void {
  const list = map.get(key);
  if (list) list.push(range);
  else map.set(key, [range]);
}

function wholeMinutes(value: number | undefined, name: string, min: number, max: number, fallback?: number) {
  const v = value ?? fallback;
  if (v === undefined || !Number.isInteger(v) || v < min || v > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return v;
}

function preparePlan(q: SlotQuery): Plan {
  const { availability: a, settings: s } = q;
  assertTimeZone(a.zone);
  const duration = wholeMinutes(s.durationMinutes, 'durationMinutes', 1, 1440);
  const step = wholeMinutes(s.stepMinutes, 'stepMinutes', 1, 1440, duration);
  const buffer = wholeMinutes(s.bufferMinutes, 'bufferMinutes', 0, 1440, 0);
  const notice = wholeMinutes(s.minNoticeMinutes, 'minNoticeMinutes', 0, 525_600, 0);
  const horizonDays = wholeMinutes(s.horizonDays, 'horizonDays', 0, 3660);
  const now = q.now.getTime();
  if (Number.isNaN(now)) throw new RangeError('now is not a valid date');

  const weekly = new Map<number, MinuteRange[]>();
  for (const w of a.weekly) push(weekly, w.weekday, minuteRange(w, 'Window'));
  const overrides = new Map<string, MinuteRange[]>();
  for (const o of a.overrides ?? []) {
    parseDate(o.date);
    const list = overrides.get(o.date) ?? [];
    for (const w of o.windows) list.push(minuteRange(w, `Window on ${o.date}`));
    overrides.set(o.date, list);
  }
  const weeklyBreaks = new Map<number, MinuteRange[]>();
  const dateBreaks = new Map<string, MinuteRange[]>();
  for (const b of a.breaks ?? []) {
    if ('date' in b) {
      parseDate(b.date);
      push(dateBreaks, b.date, minuteRange(b, `Break on ${b.date}`));
    } else push(weeklyBreaks, b.weekday, minuteRange(b, 'Break'));
  }

  return {
    zone: a.zone,
    durationMs: duration * MINUTE_MS,
    stepMs: step * MINUTE_MS,
    bufferMs: buffer * MINUTE_MS,
    earliest: now + notice * MINUTE_MS,
    horizonEnd: wallToInstant(a.zone, instantToWall(a.zone, now) + horizonDays * DAY_MS),
    weekly,
    overrides,
    weeklyBreaks,
    dateBreaks,
    busy: new BusyIndex(q.busy ?? []),
  };
}

interface Span {
  start: number;
  end: number;
}

/** Windows and breaks of one date as real instants; overlapping or touching windows merge into one. */
function daySpans(plan: Plan, dateWall: number): { windows: Span[]; breaks: Span[] } {
  const date = formatDate(dateWall);
  const weekday = isoWeekday(dateWall);
  const override = plan.overrides.get(date);
  const windowMinutes = override ?? plan.weekly.get(weekday) ?? [];
  if (windowMinutes.length === 0) return { windows: [], breaks: [] };
  const breakMinutes = [
    ...(override ? [] : (plan.weeklyBreaks.get(weekday) ?? [])),
    ...(plan.dateBreaks.get(date) ?? []),
  ];

  const toInstant = (minute: number) => wallToInstant(plan.zone, dateWall + minute * MINUTE_MS);
  const toSpan = (r: MinuteRange): Span => ({ start: toInstant(r.start), end: toInstant(r.end) });
  const sorted = windowMinutes.map(toSpan).sort((x, y) => x.start - y.start);
  const windows: Span[] = [];
  for (const w of sorted) {
    const last = windows[windows.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else if (w.end > w.start) windows.push({ ...w });
  }
  return { windows, breaks: breakMinutes.map(toSpan) };
}

function slotsOnDate(plan: Plan, dateWall: number, showAll: boolean, times: Set<string> | null): Slot[] {
  // The real instants of a local date lie within a day either side of its wall value, so a date wholly
  // before the notice period or after the horizon holds nothing to show unless every slot is asked for.
  if (!showAll && (dateWall + 2 * DAY_MS <= plan.earliest || dateWall - DAY_MS >= plan.horizonEnd)) return [];
  const { windows, breaks } = daySpans(plan, dateWall);
  const out: Slot[] = [];
  for (const w of windows) {
    for (let start = w.start; start + plan.durationMs <= w.end; start += plan.stepMs) {
      const end = start + plan.durationMs;
      if (times && !times.has(formatClock(instantToWall(plan.zone, start)))) continue;
      const reason = blockReason(plan, breaks, start, end);
      if (reason === null) out.push({ startsAt: new Date(start), endsAt: new Date(end), free: true });
      else if (showAll) out.push({ startsAt: new Date(start), endsAt: new Date(end), free: false, reason });
    }
  }
  return out;
}

function blockReason(plan: Plan, breaks: Span[], start: number, end: number): SlotBlockReason | null {
  if (start < plan.earliest) return 'notice';
  if (start >= plan.horizonEnd) return 'horizon';
  for (const b of breaks) if (start < b.end && end > b.start) return 'break';
  return plan.busy.overlap(start - plan.bufferMs, end + plan.bufferMs);
}

/** Busy intervals sorted by start, answering "what overlaps [start, end)?" in O(log n + k). */
class BusyIndex {
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly booked: Uint8Array;
  private readonly longest: number;

  constructor(busy: readonly BusyInterval[]) {
    const rows = busy
      .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime(), booked: b.kind !== 'calendar' }))
      .filter((b) => b.end > b.start)
      .sort((x, y) => x.start - y.start);
    this.starts = Float64Array.from(rows, (r) => r.start);
    this.ends = Float64Array.from(rows, (r) => r.end);
    this.booked = Uint8Array.from(rows, (r) => (r.booked ? 1 : 0));
    this.longest = rows.reduce((m, r) => Math.max(m, r.end - r.start), 0);
  }

  /** `booked` if a booking or hold overlaps, else `busyCalendar` if a calendar event does, else null. */
  overlap(start: number, end: number): 'booked' | 'busyCalendar' | null {
    // First interval starting at or after `end`: nothing from there on can overlap.
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.starts[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    let found: 'busyCalendar' | null = null;
    for (let i = lo - 1; i >= 0 && this.starts[i]! > start - this.longest; i--) {
      if (this.ends[i]! > start) {
        if (this.booked[i]) return 'booked';
        found = 'busyCalendar';
      }
    }
    return found;
  }
}
