// Busy time from a doctor's calendar feed (`.ics`, RFC 5545): an uploaded file or a fetched URL.
//
// ical.js does the lexical work (line unfolding, parameters, escaping, RRULE syntax) and hands us jCal
// (RFC 7265): plain arrays of strings. Everything that involves time is ours: zones through the tz
// database by IANA name (VTIMEZONE blocks are ignored; Outlook's Windows names are mapped), and
// recurrence through `recurrence.ts`, which is bounded where ical.js's iterator is not.
//
// The feed is untrusted: it is capped in size, in instances and in expansion work, and nothing in it
// can throw past `parseIcsBusy`.
import ICAL from 'ical.js';
import { expandRecurrence, type Frequency, type RecurrenceRule, type WeekdayRule } from './recurrence.ts';
import type { BusyInterval } from './types.ts';
import {
  assertTimeZone,
  DAY_MS,
  formatDate,
  instantToWall,
  isTimeZone,
  wallToInstant,
} from './zoned-time.ts';

/** Largest feed we read, in bytes of UTF-8. */
export const ICS_MAX_BYTES = 2 * 1024 * 1024;
/** Most busy intervals one feed may produce in one call; past this the result is `truncated`. */
export const ICS_MAX_INSTANCES = 5000;
/** Most recurrence periods (days, weeks, months or years) one feed may make us examine. */
export const ICS_MAX_RECURRENCE_STEPS = 200_000;

export interface ParseIcsBusyOptions {
  /** The doctor's IANA zone: floating times and all-day events are read in it. */
  zone: string;
  /** Only busy time overlapping [from, to) is returned. */
  from: Date;
  to: Date;
}

export type IcsBusyResult =
  | {
      ok: true;
      /** Sorted by start; every interval has `kind: 'calendar'`. Titles and details are not kept. */
      busy: BusyInterval[];
      /** Things the doctor may want to know (an event skipped, an unknown zone), each once. */
      warnings: string[];
      /** True when the instance or work cap stopped the expansion early. */
      truncated: boolean;
    }
  | {
      ok: false;
      /** One sentence for the doctor's "last sync error". */
      error: string;
    };

/**
 * Reads busy intervals from an iCalendar text. Events marked TRANSP:TRANSPARENT (or Outlook's
 * busy-status FREE) and STATUS:CANCELLED are free time. Never throws for bad input.
 *
 * @throws RangeError only for a bad `options.zone` or range (a programming error, not a feed problem).
 */
export function parseIcsBusy(text: string, options: ParseIcsBusyOptions): IcsBusyResult {
  assertTimeZone(options.zone);
  const from = options.from.getTime();
  const to = options.to.getTime();
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) throw new RangeError('Invalid from/to range');

  if (typeof text !== 'string' || text.trim() === '') return fail('The calendar is empty.');
  if (Buffer.byteLength(text, 'utf8') > ICS_MAX_BYTES) {
    return fail(`The calendar is larger than ${ICS_MAX_BYTES / 1024 / 1024} MB, the most we read.`);
  }
  const body = text.replace(/^\uFEFF/, '');
  if (!/^BEGIN:VCALENDAR\r?$/im.test(body)) {
    return fail('This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR line.');
  }

  let jcal: unknown;
  try {
    jcal = ICAL.parse(body);
  } catch (e) {
    return fail(`The calendar could not be read: ${clip(e instanceof Error ? e.message : String(e))}.`);
  }
  try {
    return collectBusy(jcal, { zone: options.zone, from, to });
  } catch (e) {
    // Defensive: a shape of jCal we did not foresee must not take the server down.
    return fail(`The calendar could not be read: ${clip(e instanceof Error ? e.message : String(e))}.`);
  }
}

function fail(error: string): IcsBusyResult {
  return { ok: false, error };
}

function clip(s: string, max = 160): string {
  const one = s.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

// ---- jCal access ----------------------------------------------------------------------------------

type JProp = [string, Record<string, unknown>, string, ...unknown[]];
type JComp = [string, JProp[], JComp[]];

function isComp(x: unknown): x is JComp {
  return Array.isArray(x) && typeof x[0] === 'string' && Array.isArray(x[1]) && Array.isArray(x[2]);
}

function props(c: JComp, name: string): JProp[] {
  return c[1].filter((p) => p[0] === name);
}

function firstText(c: JComp, name: string): string | undefined {
  const v = props(c, name)[0]?.[3];
  return typeof v === 'string' ? v : undefined;
}

// ---- times ----------------------------------------------------------------------------------------

/** A DTSTART-like value: an all-day date, or a date-time on the wall clock of `zone` (`UTC` for `Z`). */
type IcsTime = { allDay: true; wall: number } | { allDay: false; wall: number; zone: string };

interface Ctx {
  zone: string;
  from: number;
  to: number;
  warnings: Set<string>;
  /** TZID parameter -> IANA zone, for this feed. */
  tzids: Map<string, string>;
  /** Warnings past MAX_WARNINGS, counted but not kept. */
  moreWarnings: number;
}

const MAX_WARNINGS = 20;

function warn(ctx: Ctx, message: string): void {
  if (ctx.warnings.has(message)) return;
  if (ctx.warnings.size < MAX_WARNINGS) ctx.warnings.add(message);
  else ctx.moreWarnings++;
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;

// Outlook and Exchange write Windows zone names; these are the ones an Australian feed meets.
const WINDOWS_ZONES: Record<string, string> = {
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'Tasmania Standard Time': 'Australia/Hobart',
  'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin',
  'Aus Central W. Standard Time': 'Australia/Eucla',
  'W. Australia Standard Time': 'Australia/Perth',
  'Lord Howe Standard Time': 'Australia/Lord_Howe',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'GMT Standard Time': 'Europe/London',
  UTC: 'UTC',
  'Coordinated Universal Time': 'UTC',
};

/** Distinct TZIDs one feed may make us look up; a feed has a handful, a hostile one thousands. */
const MAX_TZIDS = 50;

function resolveTzid(tzid: string, ctx: Ctx): string {
  const known = ctx.tzids.get(tzid);
  if (known) return known;
  let zone: string | undefined;
  if (ctx.tzids.size < MAX_TZIDS) {
    const name = tzid.trim();
    // Some writers prefix the IANA name: "/mozilla.org/20050126_1/Australia/Sydney".
    const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1];
    zone = isTimeZone(name) ? name : (WINDOWS_ZONES[name] ?? (tail && isTimeZone(tail) ? tail : undefined));
  }
  if (!zone) {
    warn(ctx, `Unknown time zone "${clip(tzid, 60)}": its times were read in ${ctx.zone}.`);
    zone = ctx.zone;
  }
  ctx.tzids.set(tzid, zone);
  return zone;
}

function realDate(y: number, m: number, d: number, h = 0, min = 0, s = 0): number | null {
  if (m < 1 || m > 12 || h > 23 || min > 59 || s > 60) return null;
  const wall = Date.UTC(y, m - 1, d, h, min, Math.min(s, 59));
  return new Date(wall).getUTCDate() === d ? wall : null;
}

/** Parses one value of a date or date-time property; null when unreadable. */
function parseTimeValue(value: unknown, params: Record<string, unknown>, ctx: Ctx): IcsTime | null {
  if (typeof value !== 'string') return null;
  const date = DATE_VALUE.exec(value);
  if (date) {
    const wall = realDate(Number(date[1]), Number(date[2]), Number(date[3]));
    return wall === null ? null : { allDay: true, wall };
  }
  const dt = DATE_TIME_VALUE.exec(value);
  if (!dt) return null;
  const wall = realDate(
    Number(dt[1]),
    Number(dt[2]),
    Number(dt[3]),
    Number(dt[4]),
    Number(dt[5]),
    Number(dt[6]),
  );
  if (wall === null) return null;
  if (dt[7] === 'Z') return { allDay: false, wall, zone: 'UTC' };
  const tzid = params.tzid;
  return { allDay: false, wall, zone: typeof tzid === 'string' ? resolveTzid(tzid, ctx) : ctx.zone };
}

/** The instant of a time: date-times on their own zone's clock (RFC gap rule), dates at the doctor's midnight. */
function toInstant(t: IcsTime, ctx: Ctx): number {
  return t.allDay ? wallToInstant(ctx.zone, t.wall, 'offsetBeforeGap') : zonedInstant(t.zone, t.wall);
}

function zonedInstant(zone: string, wall: number): number {
  return zone === 'UTC' ? wall : wallToInstant(zone, wall, 'offsetBeforeGap');
}

const DURATION_VALUE = /^(\+)?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** A DURATION: days are nominal (calendar days on the wall clock), the rest exact (RFC 5545 §3.3.6). */
interface Length {
  days: number;
  ms: number;
}

function parseDuration(value: unknown): Length | null {
  if (typeof value !== 'string' || value === 'P' || value.endsWith('T')) return null;
  const m = DURATION_VALUE.exec(value);
  if (!m) return null;
  const n = (i: number) => Number(m[i] ?? 0);
  return { days: n(2) * 7 + n(3), ms: ((n(4) * 60 + n(5)) * 60 + n(6)) * 1000 };
}

// ---- events ---------------------------------------------------------------------------------------

interface ParsedEvent {
  uid: string | undefined;
  label: string;
  start: IcsTime;
  /** How long each occurrence lasts. */
  length: Length;
  rules: RecurrenceRule[];
  unsupportedRule: boolean;
  exdates: IcsTime[];
  rdates: IcsTime[];
  recurrenceId: IcsTime | undefined;
  free: boolean;
  cancelled: boolean;
}

const WEEKDAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const FREQS = new Set<string>(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const UNSUPPORTED_PARTS = ['byhour', 'byminute', 'bysecond', 'byyearday', 'byweekno'];

function list(v: unknown): unknown[] | undefined {
  if (v === undefined || v === null) return undefined;
  return Array.isArray(v) ? v : [v];
}

function intList(v: unknown, min: number, max: number): number[] | undefined | null {
  const items = list(v);
  if (!items) return undefined;
  const out = items.map(Number);
  return out.every((n) => Number.isInteger(n) && n !== 0 && n >= min && n <= max) ? out : null;
}

/** Reads a jCal recur value; null when it uses something we cannot expand faithfully. */
function parseRule(raw: unknown, start: IcsTime, ctx: Ctx): RecurrenceRule | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.freq !== 'string' || !FREQS.has(r.freq)) return null;
  if (UNSUPPORTED_PARTS.some((p) => r[p] !== undefined)) return null;

  const interval = r.interval === undefined ? 1 : Number(r.interval);
  const count = r.count === undefined ? undefined : Number(r.count);
  if (!Number.isInteger(interval) || interval < 1) return null;
  if (count !== undefined && (!Number.isInteger(count) || count < 1)) return null;

  let byDay: WeekdayRule[] | undefined;
  const days = list(r.byday);
  if (days) {
    byDay = [];
    for (const d of days) {
      const m = typeof d === 'string' ? /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(d) : null;
      if (!m) return null;
      byDay.push({ weekday: WEEKDAYS[m[2]!]!, ordinal: m[1] === undefined ? undefined : Number(m[1]) });
    }
  }
  const byMonthDay = intList(r.bymonthday, -31, 31);
  const byMonth = intList(r.bymonth, 1, 12);
  const bySetPos = intList(r.bysetpos, -366, 366);
  if (byMonthDay === null || byMonth === null || bySetPos === null) return null;

  let untilWall: number | undefined;
  if (r.until !== undefined) {
    const until = parseTimeValue(r.until, {}, ctx);
    if (!until) return null;
    if (until.allDay) untilWall = start.allDay ? until.wall : until.wall + DAY_MS - 1;
    else if (start.allDay) untilWall = until.wall;
    else {
      // UNTIL in UTC (as the RFC asks when DTSTART has a zone) is compared on the series' own clock.
      untilWall =
        until.zone === 'UTC' && start.zone !== 'UTC' ? instantToWall(start.zone, until.wall) : until.wall;
    }
  }
  // ical.js numbers WKST from Sunday = 1.
  const wkst = typeof r.wkst === 'number' && r.wkst >= 1 && r.wkst <= 7 ? ((r.wkst + 5) % 7) + 1 : 1;
  return {
    freq: r.freq as Frequency,
    interval,
    count,
    untilWall,
    byDay,
    byMonthDay,
    byMonth,
    bySetPos,
    weekStart: wkst,
  };
}

function parseEvent(ev: JComp, ctx: Ctx): ParsedEvent | null {
  const uid = firstText(ev, 'uid');
  const summary = firstText(ev, 'summary');
  const label = summary ? `"${clip(summary, 60)}"` : uid ? `with UID ${clip(uid, 60)}` : 'without a title';
  const dtstart = props(ev, 'dtstart')[0];
  const start = dtstart ? parseTimeValue(dtstart[3], dtstart[1], ctx) : null;
  if (!start) {
    warn(ctx, `An event ${label} has no readable start time and was skipped.`);
    return null;
  }

  let length: Length | null;
  const dtend = props(ev, 'dtend')[0];
  const duration = props(ev, 'duration')[0];
  if (dtend) {
    const end = parseTimeValue(dtend[3], dtend[1], ctx);
    if (!end) length = null;
    else if (start.allDay)
      length = { days: Math.max(1, Math.round((end.wall - start.wall) / DAY_MS)), ms: 0 };
    else length = { days: 0, ms: Math.max(0, toInstant(end, ctx) - toInstant(start, ctx)) };
  } else if (duration) {
    length = parseDuration(duration[3]);
    if (length && start.allDay) length = { days: Math.max(1, length.days + (length.ms > 0 ? 1 : 0)), ms: 0 };
  } else {
    // RFC 5545: an all-day event without an end is one day long; a timed one takes no time.
    length = start.allDay ? { days: 1, ms: 0 } : { days: 0, ms: 0 };
  }
  if (!length) {
    warn(ctx, `An event ${label} has an unreadable end or duration and was skipped.`);
    return null;
  }

  const rules: RecurrenceRule[] = [];
  let unsupportedRule = false;
  for (const p of props(ev, 'rrule')) {
    const rule = parseRule(p[3], start, ctx);
    if (rule) rules.push(rule);
    else unsupportedRule = true;
  }
  const multi = (name: string): IcsTime[] =>
    props(ev, name).flatMap((p) =>
      p.slice(3).flatMap((v) => {
        const t = parseTimeValue(v, p[1], ctx);
        if (!t) warn(ctx, `An event ${label} has an unreadable ${name.toUpperCase()}, which was ignored.`);
        return t ? [t] : [];
      }),
    );
  const ridProp = props(ev, 'recurrence-id')[0];
  const recurrenceId = ridProp ? (parseTimeValue(ridProp[3], ridProp[1], ctx) ?? undefined) : undefined;
  if (ridProp && !recurrenceId) {
    warn(ctx, `A changed occurrence of the event ${label} has an unreadable RECURRENCE-ID and was skipped.`);
    return null;
  }
  const transp = firstText(ev, 'transp')?.toUpperCase();
  const busyStatus = firstText(ev, 'x-microsoft-cdo-busystatus')?.toUpperCase();
  return {
    uid,
    label,
    start,
    length,
    rules,
    unsupportedRule,
    exdates: multi('exdate'),
    rdates: multi('rdate'),
    recurrenceId,
    free: transp === 'TRANSPARENT' || busyStatus === 'FREE',
    cancelled: firstText(ev, 'status')?.toUpperCase() === 'CANCELLED',
  };
}

// ---- collection -----------------------------------------------------------------------------------

class Sink {
  readonly busy: BusyInterval[] = [];
  truncated = false;
  constructor(private readonly ctx: Ctx) {}

  /** Adds [start, end) if it overlaps the range; false once the cap is reached. */
  add(start: number, end: number): boolean {
    if (end <= start || start >= this.ctx.to || end <= this.ctx.from) return true;
    if (this.busy.length >= ICS_MAX_INSTANCES) {
      this.truncated = true;
      return false;
    }
    this.busy.push({ startsAt: new Date(start), endsAt: new Date(end), kind: 'calendar' });
    return true;
  }
}

/** Start and end instants of an occurrence that starts at `wall` on the series' clock. */
function occurrence(ev: ParsedEvent, wall: number, ctx: Ctx): [number, number] {
  if (ev.start.allDay) {
    return [
      wallToInstant(ctx.zone, wall, 'offsetBeforeGap'),
      wallToInstant(ctx.zone, wall + ev.length.days * DAY_MS, 'offsetBeforeGap'),
    ];
  }
  const start = zonedInstant(ev.start.zone, wall);
  const end = ev.length.days
    ? zonedInstant(ev.start.zone, wall + ev.length.days * DAY_MS) + ev.length.ms
    : start + ev.length.ms;
  return [start, end];
}

/** The series' clock, on which its occurrences are expanded. */
function seriesZone(ev: ParsedEvent, ctx: Ctx): string {
  return ev.start.allDay ? ctx.zone : ev.start.zone;
}

function collectBusy(jcal: unknown, opts: { zone: string; from: number; to: number }): IcsBusyResult {
  const ctx: Ctx = { ...opts, warnings: new Set(), tzids: new Map(), moreWarnings: 0 };
  const roots = isComp(jcal) ? [jcal] : Array.isArray(jcal) ? jcal.filter(isComp) : [];
  const calendars = roots.filter((c) => c[0] === 'vcalendar');
  if (calendars.length === 0) return fail('This is not an iCalendar (.ics) file: it has no VCALENDAR.');

  const events: ParsedEvent[] = [];
  for (const cal of calendars) {
    for (const comp of cal[2]) {
      if (comp[0] !== 'vevent') continue;
      const ev = parseEvent(comp, ctx);
      if (ev) events.push(ev);
    }
  }

  // Changed or cancelled occurrences (RECURRENCE-ID), by series UID and original start instant.
  const changed = new Map<string, Set<number>>();
  for (const ev of events) {
    if (!ev.recurrenceId || ev.uid === undefined) continue;
    const set = changed.get(ev.uid) ?? new Set<number>();
    set.add(toInstant(ev.recurrenceId, ctx));
    changed.set(ev.uid, set);
  }
  const cancelledSeries = new Set(
    events.filter((e) => !e.recurrenceId && e.cancelled && e.uid).map((e) => e.uid),
  );

  const sink = new Sink(ctx);
  const budget = { steps: ICS_MAX_RECURRENCE_STEPS };
  for (const ev of events) {
    if (ev.cancelled || ev.free) continue;
    if (ev.recurrenceId) {
      // A moved or changed occurrence stands on its own; it goes with its series if that is cancelled.
      if (ev.uid !== undefined && cancelledSeries.has(ev.uid)) continue;
      if (!sink.add(...occurrence(ev, ev.start.wall, ctx))) break;
      continue;
    }
    if (!expandEvent(ev, ctx, sink, budget, changed.get(ev.uid ?? '') ?? new Set())) break;
  }
  if (budget.steps <= 0) sink.truncated = true;
  sink.busy.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime(),
  );
  const warnings = [...ctx.warnings];
  if (ctx.moreWarnings > 0) warnings.push(`…and ${ctx.moreWarnings} more like these.`);
  // First, so that a screen showing one line shows this one.
  if (sink.truncated) {
    warnings.unshift(
      'The calendar repeats too much to read in full, so some of its busy times may be missing.',
    );
  }
  return { ok: true, busy: sink.busy, warnings, truncated: sink.truncated };
}

/** Adds every occurrence of a series (or a single event) to the sink; false once the sink is full. */
function expandEvent(
  ev: ParsedEvent,
  ctx: Ctx,
  sink: Sink,
  budget: { steps: number },
  changed: Set<number>,
): boolean {
  const zone = seriesZone(ev, ctx);
  const excluded = new Set<number>();
  const excludedDates = new Set<string>();
  for (const x of ev.exdates) {
    // An all-day EXDATE on a timed series removes that local date's occurrences.
    if (x.allDay && !ev.start.allDay) excludedDates.add(formatDate(x.wall));
    else excluded.add(toInstant(x, ctx));
  }
  if (ev.unsupportedRule) {
    warn(
      ctx,
      `The event ${ev.label} repeats in a way we cannot read; only its first occurrence blocks time.`,
    );
  }

  // Occurrences that start this long before `from` can still reach into the range.
  const reach = (ev.length.days + 1) * DAY_MS + ev.length.ms;
  const wallFrom = zone === 'UTC' ? ctx.from : instantToWall(zone, ctx.from);
  const wallTo = zone === 'UTC' ? ctx.to : instantToWall(zone, ctx.to);
  const window = { startWall: wallFrom - reach - DAY_MS, endWall: wallTo + DAY_MS, budget };

  const walls = new Set<number>();
  if (ev.rules.length === 0) walls.add(ev.start.wall);
  for (const rule of ev.rules) for (const w of expandRecurrence(ev.start.wall, rule, window)) walls.add(w);
  for (const r of ev.rdates) {
    // An RDATE in another zone is moved onto the series' clock.
    walls.add(r.allDay || ev.start.allDay ? r.wall : instantToWall(zone, toInstant(r, ctx)));
  }

  for (const wall of [...walls].sort((a, b) => a - b)) {
    const [start, end] = occurrence(ev, wall, ctx);
    if (excluded.has(start) || changed.has(start) || excludedDates.has(formatDate(wall))) continue;
    if (!sink.add(start, end)) return false;
  }
  return true;
}
