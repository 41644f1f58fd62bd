// RRULE expansion (RFC 5545 §3.3.10) on wall-clock values, for calendar feeds.
//
// Written here rather than taken from ical.js because ical.js's iterator loops forever inside a single
// `next()` on some impossible rules (e.g. `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`), and a doctor's feed
// URL can point anywhere. Every loop below is bounded by the caller's end date and a shared budget.
//
// Expansion happens on the wall clock of the event's own zone, as the RFC requires: a weekly 09:00
// meeting stays at 09:00 local across a daylight-saving change. The caller converts to instants.
//
// Supported: FREQ DAILY, WEEKLY, MONTHLY, YEARLY; INTERVAL, COUNT, UNTIL, BYDAY (with ordinals in
// MONTHLY and YEARLY), BYMONTHDAY (negative too), BYMONTH, BYSETPOS, WKST. The caller rejects the
// rest (SECONDLY/MINUTELY/HOURLY, BYHOUR, BYMINUTE, BYSECOND, BYYEARDAY, BYWEEKNO).
import { DAY_MS, isoWeekday, startOfDay } from './zoned-time.ts';

export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface WeekdayRule {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** `2` in `2TU` (second Tuesday), `-1` in `-1FR` (last Friday); absent for every such weekday. */
  ordinal?: number;
}

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  count?: number;
  /** Last allowed start, inclusive, as a wall value in the series' zone. */
  untilWall?: number;
  byDay?: WeekdayRule[];
  byMonthDay?: number[];
  byMonth?: number[];
  bySetPos?: number[];
  /** ISO weekday the week starts on (WKST); default Monday. */
  weekStart?: number;
}

export interface ExpandOptions {
  /** Occurrences starting before this wall value are not returned (they still count towards COUNT). */
  startWall: number;
  /** Stop after this wall value. */
  endWall: number;
  /** Periods (days, weeks, months, years) the expansion may still examine; shared across a feed. */
  budget: { steps: number };
}

/**
 * Wall-clock starts of a series from `dtstartWall` under `rule`, ascending, within
 * [`startWall`, `endWall`]. DTSTART itself is always the first occurrence (RFC 5545), matching the
 * rule or not. Stops early, silently, when `budget.steps` runs out; the caller checks it.
 */
export function expandRecurrence(dtstartWall: number, rule: RecurrenceRule, opts: ExpandOptions): number[] {
  const out: number[] = [];
  const dtDay = startOfDay(dtstartWall);
  const timeOfDay = dtstartWall - dtDay;
  const until = rule.untilWall ?? Number.POSITIVE_INFINITY;
  const limit = Math.min(until, opts.endWall);
  const interval = Math.max(1, Math.floor(rule.interval));
  let counted = 0;

  if (dtstartWall <= until) {
    counted = 1;
    if (dtstartWall >= opts.startWall && dtstartWall <= opts.endWall) out.push(dtstartWall);
  }
  if (rule.count !== undefined && counted >= rule.count) return out;

  const d = new Date(dtDay);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth(); // 0-based
  const day = d.getUTCDate();
  const weekStart = rule.weekStart ?? 1;
  const firstWeek = dtDay - ((isoWeekday(dtDay) - weekStart + 7) % 7) * DAY_MS;

  // Without COUNT nothing before `startWall` matters, so skip whole periods up to shortly before it.
  const lookback = opts.startWall - dtDay;
  let k = 0;
  if (rule.count === undefined && lookback > 0) {
    switch (rule.freq) {
      case 'DAILY':
        k = Math.floor(lookback / (interval * DAY_MS)) - 1;
        break;
      case 'WEEKLY':
        k = Math.floor(lookback / (interval * 7 * DAY_MS)) - 1;
        break;
      case 'MONTHLY':
        k = Math.floor(lookback / (31 * DAY_MS) / interval) - 1;
        break;
      case 'YEARLY':
        k = Math.floor(lookback / (366 * DAY_MS) / interval) - 1;
        break;
    }
    k = Math.max(0, k);
  }

  for (; ; k++) {
    if (opts.budget.steps <= 0) return out;
    opts.budget.steps--;
    let periodStart: number;
    let days: number[];
    switch (rule.freq) {
      case 'DAILY':
        periodStart = dtDay + k * interval * DAY_MS;
        days = dailyCandidates(periodStart, rule);
        break;
      case 'WEEKLY':
        periodStart = firstWeek + k * interval * 7 * DAY_MS;
        days = weeklyCandidates(periodStart, rule, isoWeekday(dtDay));
        break;
      case 'MONTHLY': {
        const m = month + k * interval;
        periodStart = Date.UTC(year, m, 1);
        days = monthCandidates(periodStart, rule, day, true);
        break;
      }
      case 'YEARLY':
        periodStart = Date.UTC(year + k * interval, 0, 1);
        days = yearCandidates(periodStart, rule, month, day);
        break;
    }
    if (periodStart > limit) return out;
    for (const candidate of applySetPos(days, rule.bySetPos)) {
      const wall = candidate + timeOfDay;
      if (wall <= dtstartWall) continue;
      if (wall > limit) return out;
      counted++;
      if (wall >= opts.startWall) out.push(wall);
      if (rule.count !== undefined && counted >= rule.count) return out;
    }
  }
}

function daysInMonth(monthStart: number): number {
  const d = new Date(monthStart);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

function inMonths(dayWall: number, rule: RecurrenceRule): boolean {
  return !rule.byMonth || rule.byMonth.includes(new Date(dayWall).getUTCMonth() + 1);
}

function dailyCandidates(dayWall: number, rule: RecurrenceRule): number[] {
  if (!inMonths(dayWall, rule)) return [];
  if (rule.byDay && !rule.byDay.some((r) => r.weekday === isoWeekday(dayWall))) return [];
  if (rule.byMonthDay) {
    const dim = daysInMonth(Date.UTC(new Date(dayWall).getUTCFullYear(), new Date(dayWall).getUTCMonth(), 1));
    const date = new Date(dayWall).getUTCDate();
    if (!rule.byMonthDay.some((n) => (n > 0 ? n : dim + n + 1) === date)) return [];
  }
  return [dayWall];
}

function weeklyCandidates(weekStartWall: number, rule: RecurrenceRule, dtWeekday: number): number[] {
  const weekStart = rule.weekStart ?? 1;
  const weekdays = rule.byDay ? rule.byDay.map((r) => r.weekday) : [dtWeekday];
  const days = [...new Set(weekdays)]
    .map((w) => weekStartWall + ((w - weekStart + 7) % 7) * DAY_MS)
    .filter((dw) => inMonths(dw, rule));
  return days.sort((a, b) => a - b);
}

/** Days of the month starting at `monthStart` that the rule selects. */
function monthCandidates(
  monthStart: number,
  rule: RecurrenceRule,
  dtDate: number,
  ordinalsInMonth: boolean,
): number[] {
  if (!inMonths(monthStart, rule)) return [];
  const dim = daysInMonth(monthStart);
  let dates: number[] | null = null;
  if (rule.byMonthDay) {
    dates = rule.byMonthDay.map((n) => (n > 0 ? n : dim + n + 1)).filter((n) => n >= 1 && n <= dim);
  }
  if (rule.byDay) {
    const firstWeekday = isoWeekday(monthStart);
    const matching = new Set<number>();
    for (const r of rule.byDay) {
      const first = 1 + ((r.weekday - firstWeekday + 7) % 7);
      const all: number[] = [];
      for (let n = first; n <= dim; n += 7) all.push(n);
      if (r.ordinal === undefined || !ordinalsInMonth) for (const n of all) matching.add(n);
      else {
        const pick = r.ordinal > 0 ? all[r.ordinal - 1] : all[all.length + r.ordinal];
        if (pick !== undefined) matching.add(pick);
      }
    }
    dates = dates ? dates.filter((n) => matching.has(n)) : [...matching];
  }
  if (!dates) dates = dtDate <= dim ? [dtDate] : [];
  return [...new Set(dates)].sort((a, b) => a - b).map((n) => monthStart + (n - 1) * DAY_MS);
}

function yearCandidates(yearStart: number, rule: RecurrenceRule, dtMonth: number, dtDate: number): number[] {
  const year = new Date(yearStart).getUTCFullYear();
  const monthStart = (m: number) => Date.UTC(year, m, 1);
  if (rule.byMonth) {
    return rule.byMonth
      .slice()
      .sort((a, b) => a - b)
      .flatMap((m) => monthCandidates(monthStart(m - 1), rule, dtDate, true));
  }
  if (rule.byMonthDay) {
    return Array.from({ length: 12 }, (_, m) => monthCandidates(monthStart(m), rule, dtDate, false)).flat();
  }
  if (rule.byDay) {
    // Ordinals count within the year here: 20MO is the twentieth Monday of the year.
    const nextYear = Date.UTC(year + 1, 0, 1);
    const matching = new Set<number>();
    for (const r of rule.byDay) {
      const all: number[] = [];
      for (
        let dw = yearStart + ((r.weekday - isoWeekday(yearStart) + 7) % 7) * DAY_MS;
        dw < nextYear;
        dw += 7 * DAY_MS
      ) {
        all.push(dw);
      }
      if (r.ordinal === undefined) for (const dw of all) matching.add(dw);
      else {
        const pick = r.ordinal > 0 ? all[r.ordinal - 1] : all[all.length + r.ordinal];
        if (pick !== undefined) matching.add(pick);
      }
    }
    return [...matching].sort((a, b) => a - b);
  }
  const start = monthStart(dtMonth);
  return dtDate <= daysInMonth(start) ? [start + (dtDate - 1) * DAY_MS] : [];
}

function applySetPos(days: number[], setPos: number[] | undefined): number[] {
  if (!setPos || days.length === 0) return days;
  const picked = new Set<number>();
  for (const p of setPos) {
    const v = p > 0 ? days[p - 1] : days[days.length + p];
    if (v !== undefined) picked.add(v);
  }
  return [...picked].sort((a, b) => a - b);
}
