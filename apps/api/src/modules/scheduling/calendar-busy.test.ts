import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';

// Calendar-feed busy times stored as rows (migration 0033, decision 0059): what a refresh stores,
// which slots an event blocks at its edges, recurring events, and the backfill from the old JSON.

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;
const ymd = (date: string) => date.replaceAll('-', '');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const wall = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** A calendar of `events`, each given as its VEVENT lines (UID and DTSTAMP added). */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Curo tests//EN',
    ...events.flatMap((lines, i) => [
      'BEGIN:VEVENT',
      `UID:event-${i}@curo.test`,
      'DTSTAMP:20250101T000000Z',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** An event on `date` from `start` to `end` (HHmm), Sydney wall time. */
const event = (date: string, start: string, end: string, ...extra: string[]) => [
  `DTSTART;TZID=${ZONE}:${ymd(date)}T${start}00`,
  `DTEND;TZID=${ZONE}:${ymd(date)}T${end}00`,
  ...extra,
];

describe('calendar-feed busy times as rows', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  const monday = mondayAhead();

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // A Sydney GP free Monday to Friday, 09:00–17:00, no buffer, 60-day horizon.
    const d = await makeGp(t, { timeZone: ZONE });
    doctor = { token: d.token, id: d.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const boundary = 'curo-ics';
  const upload = async (text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/availability/updateIcs',
      headers: { ...bearer(doctor.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cal.ics"\r\nContent-Type: text/calendar\r\n\r\n${text}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().calendar as { busyEvents: number; lastError: string | null };
  };
  /** Every 15-minute slot of `date` with whether it is free and why not, keyed by Sydney wall time. */
  const day = async (date: string) => {
    const res = await t.app.inject({
      url: `/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=15&showAll=true`,
      headers: bearer(doctor.token),
    });
    expect(res.statusCode).toBe(200);
    return new Map(
      (res.json() as Array<{ startsAt: string; free: boolean; reason: string | null }>).map((s) => [
        wall(s.startsAt),
        s.free ? 'free' : s.reason,
      ]),
    );
  };

  it('blocks exactly the slots an event overlaps: not the one ending at its start or starting at its end', async () => {
    // 10:10–10:50 overlaps the 10:00, 10:15, 10:30 and 10:45 slots, though it starts and ends inside them.
    const stored = await upload(calendar(event(monday, '1010', '1050')));
    expect(stored).toMatchObject({ busyEvents: 1, lastError: null });
    const slots = await day(monday);
    expect(slots.get('09:45')).toBe('free');
    for (const time of ['10:00', '10:15', '10:30', '10:45']) expect(slots.get(time)).toBe('busyCalendar');
    expect(slots.get('11:00')).toBe('free');

    // On the quarter hours: 14:00–14:30 blocks 14:00 and 14:15 only.
    await upload(calendar(event(monday, '1400', '1430')));
    const edges = await day(monday);
    expect(edges.get('13:45')).toBe('free');
    expect(edges.get('14:00')).toBe('busyCalendar');
    expect(edges.get('14:15')).toBe('busyCalendar');
    expect(edges.get('14:30')).toBe('free');
  });

  it('replaces the stored events on every refresh, and keeps them when a refresh fails', async () => {
    await upload(calendar(event(monday, '0900', '1000'), event(monday, '1500', '1600')));
    expect((await day(monday)).get('09:00')).toBe('busyCalendar');

    const replaced = await upload(calendar(event(monday, '1200', '1230')));
    expect(replaced.busyEvents).toBe(1);
    const slots = await day(monday);
    expect(slots.get('09:00')).toBe('free');
    expect(slots.get('15:00')).toBe('free');
    expect(slots.get('12:00')).toBe('busyCalendar');

    const failed = await upload('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n');
    expect(failed.lastError).toMatch(/could not be read/);
    expect(failed.busyEvents).toBe(1);
    expect((await day(monday)).get('12:00')).toBe('busyCalendar');

    // An empty calendar is a good sync with nothing busy.
    expect((await upload(calendar())).busyEvents).toBe(0);
    expect((await day(monday)).get('12:00')).toBe('free');
  });

  it('stores each occurrence of a recurring event, leaving out the excluded ones', async () => {
    // Three Mondays at 11:00–11:30, the second one cancelled by EXDATE.
    const stored = await upload(
      calendar(
        event(
          monday,
          '1100',
          '1130',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          `EXDATE;TZID=${ZONE}:${ymd(addDays(monday, 7))}T110000`,
        ),
      ),
    );
    expect(stored.busyEvents).toBe(2);
    expect((await day(monday)).get('11:00')).toBe('busyCalendar');
    expect((await day(addDays(monday, 7))).get('11:00')).toBe('free');
    expect((await day(addDays(monday, 14))).get('11:00')).toBe('busyCalendar');
    expect((await day(addDays(monday, 21))).get('11:00')).toBe('free');
  });

  it('expands an endless series only over the bookable horizon', async () => {
    const stored = await upload(calendar(event(monday, '1600', '1630', 'RRULE:FREQ=DAILY')));
    // Daily from `monday` (7–13 days ahead) to the 60-day horizon (plus a little): about 50 rows, not thousands.
    expect(stored.busyEvents).toBeGreaterThan(40);
    expect(stored.busyEvents).toBeLessThan(60);
    expect((await day(addDays(monday, 30))).get('16:00')).toBe('busyCalendar');
    await upload(calendar());
  });
});

describe('migration 0033: the JSON busy cache becomes rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('copies every well-formed cached interval into rows and skips malformed ones', async () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0033_calendar_busy_times.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'));
    expect(backfill).toBeDefined();
    const db = t.database.db;
    const one = await makeGp(t, { timeZone: ZONE });
    const two = await makeGp(t, { timeZone: ZONE });
    // The table as it was before 0033, with the cache column back.
    await db.execute(sql`alter table doctor_calendars add column busy jsonb not null default '[]'`);
    const s1 = Date.UTC(2030, 0, 7, 23, 0);
    const cached = [
      { s: s1, e: s1 + 30 * 60_000 },
      { s: s1 + DAY_MS, e: s1 + DAY_MS + 60 * 60_000 },
      { s: s1, e: s1 }, // empty: never blocked anything
      { s: 'soon', e: s1 }, // not a number
      [s1, s1 + 1],
    ];
    await db.execute(sql`insert into doctor_calendars (doctor_id, source, busy)
      values (${one.id}, 'upload', ${JSON.stringify(cached)}::jsonb), (${two.id}, 'upload', '{"not":"an array"}'::jsonb)`);
    await db.execute(sql.raw(backfill as string));
    const rows = (
      (await db.execute(
        sql`select doctor_id, starts_at, ends_at from calendar_busy_times order by starts_at`,
      )) as unknown as {
        rows: Array<{ doctor_id: string; starts_at: Date | string; ends_at: Date | string }>;
      }
    ).rows.map((r) => ({
      doctor: r.doctor_id,
      start: new Date(r.starts_at).getTime(),
      end: new Date(r.ends_at).getTime(),
    }));
    expect(rows).toEqual([
      { doctor: one.id, start: s1, end: s1 + 30 * 60_000 },
      { doctor: one.id, start: s1 + DAY_MS, end: s1 + DAY_MS + 60 * 60_000 },
    ]);
    await db.execute(sql`alter table doctor_calendars drop column busy`);
  });
});
