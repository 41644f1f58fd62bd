// The slot rules on ordinary days. Sydney in June is AEST (+10), so 09:00 on Monday 1 June 2026 is
// 2026-05-31T23:00Z; every expectation below is such a hand-worked literal.
import { describe, expect, it } from 'vitest';
import { computeAvailableDates, computeSlotsForDate, computeSlotsForRange } from './slot-engine.ts';
import type { Availability, BusyInterval, SlotSettings } from './types.ts';

const zone = 'Australia/Sydney';
const mondays: Availability = {
  zone,
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
  ],
};
const half: SlotSettings = { durationMinutes: 30, horizonDays: 60 };
const now = new Date('2026-05-01T00:00:00Z');
const monday = '2026-06-01';
const at = (iso: string) => new Date(iso);
const starts = (slots: Array<{ startsAt: Date }>) => slots.map((s) => s.startsAt.toISOString());
const booking = (start: string, end: string, kind: BusyInterval['kind'] = 'booking'): BusyInterval => ({
  startsAt: at(start),
  endsAt: at(end),
  kind,
});

describe('windows', () => {
  it('offers 30-minute slots in Monday 09:00–12:00 and 13:00–17:00', () => {
    const slots = computeSlotsForDate({ availability: mondays, settings: half, now, date: monday });
    expect(slots).toHaveLength(14);
    expect(slots[0]).toEqual({
      startsAt: at('2026-05-31T23:00:00Z'),
      endsAt: at('2026-05-31T23:30:00Z'),
      free: true,
    });
    expect(starts(slots).slice(5, 7)).toEqual(['2026-06-01T01:30:00.000Z', '2026-06-01T03:00:00.000Z']);
    expect(slots[13]).toEqual({
      startsAt: at('2026-06-01T06:30:00Z'),
      endsAt: at('2026-06-01T07:00:00Z'),
      free: true,
    });
  });

  it('offers nothing on a weekday without windows', () => {
    expect(computeSlotsForDate({ availability: mondays, settings: half, now, date: '2026-06-02' })).toEqual(
      [],
    );
  });

  it('starts a slot every step, and only where the whole consult fits', () => {
    const slots = computeSlotsForDate({
      availability: { zone, weekly: [{ weekday: 1, start: '09:00', end: '10:00' }] },
      settings: { ...half, stepMinutes: 15 },
      now,
      date: monday,
    });
    expect(starts(slots)).toEqual([
      '2026-05-31T23:00:00.000Z',
      '2026-05-31T23:15:00.000Z',
      '2026-05-31T23:30:00.000Z',
    ]);
  });

  it('joins windows that touch, so a consult may run across the join', () => {
    const slots = computeSlotsForDate({
      availability: {
        zone,
        weekly: [
          { weekday: 1, start: '10:00', end: '11:00' },
          { weekday: 1, start: '09:00', end: '10:00' },
        ],
      },
      settings: { durationMinutes: 60, stepMinutes: 30, horizonDays: 60 },
      now,
      date: monday,
    });
    expect(starts(slots)).toEqual([
      '2026-05-31T23:00:00.000Z',
      '2026-05-31T23:30:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ]);
  });

  it('accepts 24:00 as the end of a window', () => {
    const slots = computeSlotsForDate({
      availability: { zone, weekly: [{ weekday: 1, start: '23:00', end: '24:00' }] },
      settings: { durationMinutes: 60, horizonDays: 60 },
      now,
      date: monday,
    });
    expect(starts(slots)).toEqual(['2026-06-01T13:00:00.000Z']);
  });
});

describe('bookings and buffers', () => {
  const morning: Availability = { zone, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] };
  // A booking 10:00–10:30 AEST.
  const busy = [booking('2026-06-01T00:00:00Z', '2026-06-01T00:30:00Z')];

  it('blocks slots that overlap a booking, but not ones that only touch it', () => {
    const slots = computeSlotsForDate({
      availability: morning,
      settings: { ...half, stepMinutes: 15 },
      busy,
      now,
      date: monday,
      showAll: true,
    });
    const blocked = slots.filter((s) => !s.free);
    expect(starts(blocked)).toEqual([
      '2026-05-31T23:45:00.000Z', // 09:45–10:15
      '2026-06-01T00:00:00.000Z', // 10:00–10:30
      '2026-06-01T00:15:00.000Z', // 10:15–10:45
    ]);
    expect(new Set(blocked.map((s) => s.reason))).toEqual(new Set(['booked']));
  });

  it('keeps the buffer free on both sides of a booking', () => {
    // With 10 minutes: a slot [s, s+30) needs s+30+10 <= 10:00 or s-10 >= 10:30.
    const slots = computeSlotsForDate({
      availability: morning,
      settings: { ...half, stepMinutes: 15, bufferMinutes: 10 },
      busy,
      now,
      date: monday,
    });
    expect(starts(slots)).toEqual([
      '2026-05-31T23:00:00.000Z', // 09:00
      '2026-05-31T23:15:00.000Z', // 09:15 (ends 09:45, +10 = 09:55)
      '2026-06-01T00:45:00.000Z', // 10:45 (10:35 is after 10:30)
      '2026-06-01T01:00:00.000Z',
      '2026-06-01T01:15:00.000Z',
      '2026-06-01T01:30:00.000Z',
    ]);
  });

  it('applies the buffer to calendar events too, but not to the window edges', () => {
    const slots = computeSlotsForDate({
      availability: morning,
      settings: { ...half, bufferMinutes: 15 },
      busy: [booking('2026-06-01T01:00:00Z', '2026-06-01T01:30:00Z', 'calendar')], // 11:00–11:30
      now,
      date: monday,
      showAll: true,
    });
    expect(slots.map((s) => s.reason ?? 'free')).toEqual([
      'free', // 09:00, right at the window start
      'free',
      'free', // 10:00–10:30, 30 minutes clear
      'busyCalendar', // 10:30–11:00 is within 15 minutes of 11:00
      'busyCalendar',
      'busyCalendar', // 11:30–12:00 starts within 15 minutes of 11:30
    ]);
  });

  it('a hold blocks like a booking', () => {
    const slots = computeSlotsForDate({
      availability: morning,
      settings: half,
      busy: [booking('2026-05-31T23:00:00Z', '2026-05-31T23:30:00Z', 'hold')],
      now,
      date: monday,
      showAll: true,
    });
    expect(slots[0]).toMatchObject({ free: false, reason: 'booked' });
    expect(slots[1]).toMatchObject({ free: true });
  });

  it('finds bookings among many, in any order, including a long one that started days before', () => {
    const noise = Array.from({ length: 200 }, (_, i) =>
      booking(
        new Date(Date.UTC(2026, 4, 10) + i * 3_600_000).toISOString(),
        new Date(Date.UTC(2026, 4, 10) + i * 3_600_000 + 600_000).toISOString(),
      ),
    ).reverse();
    const leave = booking('2026-05-28T00:00:00Z', '2026-06-01T00:00:00Z', 'calendar'); // ends 10:00 AEST
    const slots = computeSlotsForDate({
      availability: morning,
      settings: half,
      busy: [...noise, leave],
      now,
      date: monday,
    });
    expect(starts(slots)[0]).toBe('2026-06-01T00:00:00.000Z');
    expect(slots).toHaveLength(4);
  });

  it('ignores empty or reversed busy intervals', () => {
    const slots = computeSlotsForDate({
      availability: morning,
      settings: half,
      busy: [
        booking('2026-06-01T00:00:00Z', '2026-06-01T00:00:00Z'),
        booking('2026-06-01T01:00:00Z', '2026-06-01T00:00:00Z'),
      ],
      now,
      date: monday,
    });
    expect(slots).toHaveLength(6);
  });
});

describe('notice and horizon', () => {
  it('offers nothing that starts before now plus the minimum notice', () => {
    // now 10:05 AEST; an hour's notice: the first start at or after 11:05 on the 15-minute grid is 11:15.
    const slots = computeSlotsForDate({
      availability: mondays,
      settings: { ...half, stepMinutes: 15, minNoticeMinutes: 60 },
      now: at('2026-06-01T00:05:00Z'),
      date: monday,
    });
    expect(starts(slots)[0]).toBe('2026-06-01T01:15:00.000Z');
  });

  it('labels earlier slots "notice" with showAll', () => {
    const slots = computeSlotsForDate({
      availability: mondays,
      settings: { ...half, minNoticeMinutes: 60 },
      now: at('2026-06-01T00:05:00Z'),
      date: monday,
      showAll: true,
    });
    // 09:00 to 11:00 start before 11:05; 11:30 is the first that may be booked.
    expect(slots.slice(0, 6).map((s) => s.reason ?? 'free')).toEqual([
      'notice',
      'notice',
      'notice',
      'notice',
      'notice',
      'free',
    ]);
  });

  it('offers nothing at or after now plus the horizon', () => {
    // now Mon 1 June 10:00 AEST; 2 days: until Wed 3 June 10:00 AEST = 2026-06-03T00:00Z.
    const wednesday: Availability = { zone, weekly: [{ weekday: 3, start: '09:00', end: '12:00' }] };
    const q = {
      availability: wednesday,
      settings: { ...half, horizonDays: 2 },
      now: at('2026-06-01T00:00:00Z'),
    };
    expect(starts(computeSlotsForDate({ ...q, date: '2026-06-03' }))).toEqual([
      '2026-06-02T23:00:00.000Z',
      '2026-06-02T23:30:00.000Z',
    ]);
    expect(computeSlotsForDate({ ...q, date: '2026-06-10' })).toEqual([]);
    const later = computeSlotsForDate({ ...q, date: '2026-06-10', showAll: true });
    expect(later.map((s) => s.reason)).toEqual(Array(6).fill('horizon'));
  });

  it('gives one reason per slot, notice before break before booked before busyCalendar', () => {
    const q = {
      availability: {
        zone,
        weekly: [{ weekday: 1 as const, start: '09:00', end: '11:00' }],
        breaks: [{ weekday: 1 as const, start: '10:00', end: '10:30' }],
      },
      settings: half,
      busy: [
        booking('2026-05-31T23:00:00Z', '2026-06-01T01:00:00Z', 'calendar'),
        booking('2026-05-31T23:30:00Z', '2026-06-01T00:30:00Z', 'booking'),
      ],
      now: at('2026-05-31T23:10:00Z'),
      date: monday,
      showAll: true,
    };
    expect(computeSlotsForDate(q).map((s) => s.reason)).toEqual([
      'notice',
      'booked',
      'break',
      'busyCalendar',
    ]);
  });
});

describe('breaks, overrides and days off', () => {
  const weekdays = (start: string, end: string) =>
    ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start, end }));
  const lunch: Availability = {
    zone,
    weekly: weekdays('09:00', '17:00'),
    breaks: [{ weekday: 1, start: '12:00', end: '13:00' }],
  };
  const hour: SlotSettings = { durationMinutes: 60, stepMinutes: 30, horizonDays: 60 };

  it('keeps slots out of a weekly break', () => {
    const slots = computeSlotsForDate({
      availability: lunch,
      settings: hour,
      now,
      date: monday,
      showAll: true,
    });
    const byStart = new Map(slots.map((s) => [s.startsAt.toISOString(), s.reason ?? 'free']));
    expect(byStart.get('2026-06-01T01:00:00.000Z')).toBe('free'); // 11:00–12:00
    expect(byStart.get('2026-06-01T01:30:00.000Z')).toBe('break'); // 11:30–12:30
    expect(byStart.get('2026-06-01T02:00:00.000Z')).toBe('break');
    expect(byStart.get('2026-06-01T02:30:00.000Z')).toBe('break');
    expect(byStart.get('2026-06-01T03:00:00.000Z')).toBe('free'); // 13:00
    // The break is on Mondays only.
    expect(
      computeSlotsForDate({ availability: lunch, settings: hour, now, date: '2026-06-02' }),
    ).toHaveLength(15);
  });

  it('keeps slots out of a break on a date', () => {
    const slots = computeSlotsForDate({
      availability: { ...lunch, breaks: [{ date: '2026-06-02', start: '09:00', end: '16:00' }] },
      settings: hour,
      now,
      date: '2026-06-02',
    });
    expect(starts(slots)).toEqual(['2026-06-02T06:00:00.000Z']); // 16:00–17:00
  });

  it('replaces the weekly windows (and weekly breaks) on an overridden date', () => {
    const slots = computeSlotsForDate({
      availability: { ...lunch, overrides: [{ date: monday, windows: [{ start: '11:00', end: '14:00' }] }] },
      settings: { durationMinutes: 60, horizonDays: 60 },
      now,
      date: monday,
    });
    expect(starts(slots)).toEqual([
      '2026-06-01T01:00:00.000Z',
      '2026-06-01T02:00:00.000Z',
      '2026-06-01T03:00:00.000Z',
    ]);
  });

  it('opens a day that has no weekly windows', () => {
    const slots = computeSlotsForDate({
      availability: {
        ...lunch,
        overrides: [{ date: '2026-06-06', windows: [{ start: '10:00', end: '11:00' }] }],
      },
      settings: { durationMinutes: 60, horizonDays: 60 },
      now,
      date: '2026-06-06',
    });
    expect(starts(slots)).toEqual(['2026-06-06T00:00:00.000Z']);
  });

  it('offers nothing on a day off', () => {
    const availability = { ...lunch, overrides: [{ date: monday, windows: [] }] };
    expect(computeSlotsForDate({ availability, settings: hour, now, date: monday })).toEqual([]);
    expect(computeSlotsForDate({ availability, settings: hour, now, date: monday, showAll: true })).toEqual(
      [],
    );
  });
});

describe('times', () => {
  it('keeps only the given local start times', () => {
    const slots = computeSlotsForDate({
      availability: mondays,
      settings: half,
      now,
      date: monday,
      times: ['13:30', '09:00', '12:00'],
    });
    expect(starts(slots)).toEqual(['2026-05-31T23:00:00.000Z', '2026-06-01T03:30:00.000Z']);
  });
});

describe('month view', () => {
  it('names the October 2026 weekdays with a free slot, around a day off and a fully booked day', () => {
    // Mon–Fri 09:00–17:00 in Sydney. now = Thu 1 Oct 10:00 AEST; 60 minutes' notice; 30-day horizon
    // (to Sat 31 Oct 10:00 AEDT). 14 Oct is a day off; 21 Oct is booked 09:00–17:00 AEDT.
    const dates = computeAvailableDates({
      availability: {
        zone,
        weekly: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        overrides: [{ date: '2026-10-14', windows: [] }],
      },
      settings: { durationMinutes: 30, minNoticeMinutes: 60, horizonDays: 30 },
      busy: [booking('2026-10-20T22:00:00Z', '2026-10-21T06:00:00Z')],
      now: at('2026-10-01T00:00:00Z'),
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(dates).toHaveLength(31);
    expect(dates.filter((d) => d.available).map((d) => d.date.slice(8))).toEqual(
      '01 02 05 06 07 08 09 12 13 15 16 19 20 22 23 26 27 28 29 30'.split(' '),
    );
    // 1 Oct: 11:00 to 17:00 (notice ends 11:00). 2 Oct: the whole day. 4 Oct: a Sunday.
    expect(dates[0]).toEqual({ date: '2026-10-01', available: true, freeSlots: 12 });
    expect(dates[1]).toEqual({ date: '2026-10-02', available: true, freeSlots: 16 });
    expect(dates[3]).toEqual({ date: '2026-10-04', available: false, freeSlots: 0 });
  });

  it('lists every slot of a range in time order', () => {
    const slots = computeSlotsForRange({
      availability: mondays,
      settings: half,
      now,
      from: '2026-06-01',
      to: '2026-06-14',
    });
    expect(slots).toHaveLength(28);
    expect(starts(slots)[14]).toBe('2026-06-07T23:00:00.000Z');
  });
});

describe('bad input', () => {
  const q = { availability: mondays, settings: half, now };
  it('refuses an unknown zone', () => {
    expect(() =>
      computeSlotsForDate({ ...q, availability: { ...mondays, zone: 'Australia/Gondwana' }, date: monday }),
    ).toThrow(/Unknown time zone "Australia\/Gondwana"/);
  });
  it('refuses a date that does not exist', () => {
    expect(() => computeSlotsForDate({ ...q, date: '2026-02-30' })).toThrow(/Invalid date "2026-02-30"/);
  });
  it('refuses a window that ends before it starts', () => {
    const availability: Availability = { zone, weekly: [{ weekday: 1, start: '17:00', end: '09:00' }] };
    expect(() => computeSlotsForDate({ ...q, availability, date: monday })).toThrow(/ends before it starts/);
  });
  it('refuses a malformed time', () => {
    const availability: Availability = { zone, weekly: [{ weekday: 1, start: '9am', end: '10:00' }] };
    expect(() => computeSlotsForDate({ ...q, availability, date: monday })).toThrow(/Invalid time "9am"/);
  });
  it('refuses a zero duration and a range over a year', () => {
    expect(() =>
      computeSlotsForDate({ ...q, settings: { ...half, durationMinutes: 0 }, date: monday }),
    ).toThrow(/durationMinutes/);
    expect(() => computeAvailableDates({ ...q, from: '2026-01-01', to: '2027-06-01' })).toThrow(
      /at most 366/,
    );
    expect(() => computeAvailableDates({ ...q, from: '2026-02-01', to: '2026-01-01' })).toThrow(
      /before it starts/,
    );
  });
});
