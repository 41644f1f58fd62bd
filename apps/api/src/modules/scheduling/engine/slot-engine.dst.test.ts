// Daylight-saving edges of 2026 and 2027. Every expectation is a literal UTC instant worked out by
// hand from the published rules (DST from the first Sunday of October to the first Sunday of April:
// Sydney and Adelaide move 1 hour at 02:00 standard / 03:00 daylight time, Lord Howe moves 30 minutes
// at 02:00), never by running the engine.
import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-in-zone.ts';
import { computeSlotsForDate, computeSlotsForRange } from './slot-engine.ts';
import type { Availability, SlotSettings } from './types.ts';

const everyDay = (zone: string, start: string, end: string): Availability => ({
  zone,
  weekly: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start, end })),
});
const settings = (durationMinutes: number): SlotSettings => ({ durationMinutes, horizonDays: 3650 });
const now = new Date('2025-12-01T00:00:00Z');
const starts = (zone: string, date: string, start: string, end: string, minutes: number) =>
  computeSlotsForDate({
    availability: everyDay(zone, start, end),
    settings: settings(minutes),
    now,
    date,
  }).map((s) => s.startsAt.toISOString());

describe('a 09:00 start either side of each change', () => {
  // [zone, local date, UTC instant of 09:00 that day]
  const cases: Array<[string, string, string]> = [
    // Sydney: +11 until the first Sunday of April, +10 until the first Sunday of October.
    ['Australia/Sydney', '2026-04-04', '2026-04-03T22:00:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '2026-04-04T23:00:00.000Z'],
    ['Australia/Sydney', '2026-10-03', '2026-10-02T23:00:00.000Z'],
    ['Australia/Sydney', '2026-10-04', '2026-10-03T22:00:00.000Z'],
    ['Australia/Sydney', '2027-04-03', '2027-04-02T22:00:00.000Z'],
    ['Australia/Sydney', '2027-04-04', '2027-04-03T23:00:00.000Z'],
    ['Australia/Sydney', '2027-10-02', '2027-10-01T23:00:00.000Z'],
    ['Australia/Sydney', '2027-10-03', '2027-10-02T22:00:00.000Z'],
    // Adelaide: +10:30 / +9:30.
    ['Australia/Adelaide', '2026-04-04', '2026-04-03T22:30:00.000Z'],
    ['Australia/Adelaide', '2026-04-05', '2026-04-04T23:30:00.000Z'],
    ['Australia/Adelaide', '2026-10-03', '2026-10-02T23:30:00.000Z'],
    ['Australia/Adelaide', '2026-10-04', '2026-10-03T22:30:00.000Z'],
    ['Australia/Adelaide', '2027-04-03', '2027-04-02T22:30:00.000Z'],
    ['Australia/Adelaide', '2027-04-04', '2027-04-03T23:30:00.000Z'],
    ['Australia/Adelaide', '2027-10-02', '2027-10-01T23:30:00.000Z'],
    ['Australia/Adelaide', '2027-10-03', '2027-10-02T22:30:00.000Z'],
    // Lord Howe: +11 / +10:30.
    ['Australia/Lord_Howe', '2026-04-04', '2026-04-03T22:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T22:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-03', '2026-10-02T22:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04', '2026-10-03T22:00:00.000Z'],
    ['Australia/Lord_Howe', '2027-04-03', '2027-04-02T22:00:00.000Z'],
    ['Australia/Lord_Howe', '2027-04-04', '2027-04-03T22:30:00.000Z'],
    ['Australia/Lord_Howe', '2027-10-02', '2027-10-01T22:30:00.000Z'],
    ['Australia/Lord_Howe', '2027-10-03', '2027-10-02T22:00:00.000Z'],
    // Brisbane (+10), Perth (+8) and Darwin (+9:30) do not change.
    ['Australia/Brisbane', '2026-04-04', '2026-04-03T23:00:00.000Z'],
    ['Australia/Brisbane', '2026-04-05', '2026-04-04T23:00:00.000Z'],
    ['Australia/Brisbane', '2026-10-04', '2026-10-03T23:00:00.000Z'],
    ['Australia/Brisbane', '2027-04-04', '2027-04-03T23:00:00.000Z'],
    ['Australia/Brisbane', '2027-10-03', '2027-10-02T23:00:00.000Z'],
    ['Australia/Perth', '2026-04-05', '2026-04-05T01:00:00.000Z'],
    ['Australia/Perth', '2026-10-04', '2026-10-04T01:00:00.000Z'],
    ['Australia/Perth', '2027-04-04', '2027-04-04T01:00:00.000Z'],
    ['Australia/Perth', '2027-10-03', '2027-10-03T01:00:00.000Z'],
    ['Australia/Darwin', '2026-10-04', '2026-10-03T23:30:00.000Z'],
    ['Australia/Darwin', '2027-04-04', '2027-04-03T23:30:00.000Z'],
  ];
  it.each(cases)('%s on %s starts 09:00–10:00 at %s', (zone, date, nine) => {
    const thirty = new Date(Date.parse(nine) + 30 * 60_000).toISOString();
    expect(starts(zone, date, '09:00', '10:00', 30)).toEqual([nine, thirty]);
  });
});

describe('a 00:00–06:00 window on the day the clocks change', () => {
  const hourly = (first: string, count: number, stepMinutes = 60) =>
    Array.from({ length: count }, (_, i) =>
      new Date(Date.parse(first) + i * stepMinutes * 60_000).toISOString(),
    );

  it('Sydney spring forward 2026: five real hours, no slot at a 2 am that does not exist', () => {
    // 00:00 AEST = 14:00Z; the clock jumps 02:00 AEST -> 03:00 AEDT at 16:00Z; 06:00 AEDT = 19:00Z.
    const slots = starts('Australia/Sydney', '2026-10-04', '00:00', '06:00', 60);
    expect(slots).toEqual(hourly('2026-10-03T14:00:00.000Z', 5));
    expect(slots.map((s) => formatInZone(new Date(s), 'Australia/Sydney'))).toEqual([
      'Sun 4 Oct, 12:00 am AEST',
      'Sun 4 Oct, 1:00 am AEST',
      'Sun 4 Oct, 3:00 am AEDT',
      'Sun 4 Oct, 4:00 am AEDT',
      'Sun 4 Oct, 5:00 am AEDT',
    ]);
  });

  it('Sydney fall back 2026: seven real hours, the repeated hour once in AEDT and once in AEST', () => {
    // 00:00 AEDT = 13:00Z; 03:00 AEDT becomes 02:00 AEST at 16:00Z; 06:00 AEST = 20:00Z.
    const slots = starts('Australia/Sydney', '2026-04-05', '00:00', '06:00', 60);
    expect(slots).toEqual(hourly('2026-04-04T13:00:00.000Z', 7));
    expect(new Set(slots).size).toBe(7);
    expect(slots.map((s) => formatInZone(new Date(s), 'Australia/Sydney'))).toEqual([
      'Sun 5 Apr, 12:00 am AEDT',
      'Sun 5 Apr, 1:00 am AEDT',
      'Sun 5 Apr, 2:00 am AEDT',
      'Sun 5 Apr, 2:00 am AEST',
      'Sun 5 Apr, 3:00 am AEST',
      'Sun 5 Apr, 4:00 am AEST',
      'Sun 5 Apr, 5:00 am AEST',
    ]);
  });

  it('Sydney 2027, both changes', () => {
    expect(starts('Australia/Sydney', '2027-10-03', '00:00', '06:00', 60)).toEqual(
      hourly('2027-10-02T14:00:00.000Z', 5),
    );
    expect(starts('Australia/Sydney', '2027-04-04', '00:00', '06:00', 60)).toEqual(
      hourly('2027-04-03T13:00:00.000Z', 7),
    );
  });

  it('Adelaide 2026 and 2027: the same shape half an hour later in UTC', () => {
    expect(starts('Australia/Adelaide', '2026-10-04', '00:00', '06:00', 60)).toEqual(
      hourly('2026-10-03T14:30:00.000Z', 5),
    );
    expect(starts('Australia/Adelaide', '2026-04-05', '00:00', '06:00', 60)).toEqual(
      hourly('2026-04-04T13:30:00.000Z', 7),
    );
    expect(starts('Australia/Adelaide', '2027-10-03', '00:00', '06:00', 60)).toEqual(
      hourly('2027-10-02T14:30:00.000Z', 5),
    );
    expect(starts('Australia/Adelaide', '2027-04-04', '00:00', '06:00', 60)).toEqual(
      hourly('2027-04-03T13:30:00.000Z', 7),
    );
  });

  it('Lord Howe spring forward: 02:00 becomes 02:30, so the night is five and a half hours', () => {
    // 00:00 LHST (+10:30) = 13:30Z; 02:00 LHST -> 02:30 LHDT at 15:30Z; 06:00 LHDT (+11) = 19:00Z.
    const slots = starts('Australia/Lord_Howe', '2026-10-04', '00:00', '06:00', 30);
    expect(slots).toEqual(hourly('2026-10-03T13:30:00.000Z', 11, 30));
    const labels = slots.map((s) => formatInZone(new Date(s), 'Australia/Lord_Howe'));
    expect(labels.slice(3, 6)).toEqual([
      'Sun 4 Oct, 1:30 am LHST',
      'Sun 4 Oct, 2:30 am LHDT',
      'Sun 4 Oct, 3:00 am LHDT',
    ]);
    expect(labels.some((l) => l.includes(' 2:00 am') || l.includes(' 2:15 am'))).toBe(false);
    expect(starts('Australia/Lord_Howe', '2027-10-03', '00:00', '06:00', 30)).toEqual(
      hourly('2027-10-02T13:30:00.000Z', 11, 30),
    );
  });

  it('Lord Howe fall back: 01:30–02:00 happens twice, so the night is six and a half hours', () => {
    // 00:00 LHDT (+11) = 13:00Z; 02:00 LHDT -> 01:30 LHST at 15:00Z; 06:00 LHST (+10:30) = 19:30Z.
    const slots = starts('Australia/Lord_Howe', '2026-04-05', '00:00', '06:00', 30);
    expect(slots).toEqual(hourly('2026-04-04T13:00:00.000Z', 13, 30));
    const labels = slots.map((s) => formatInZone(new Date(s), 'Australia/Lord_Howe'));
    expect(labels.slice(3, 6)).toEqual([
      'Sun 5 Apr, 1:30 am LHDT',
      'Sun 5 Apr, 1:30 am LHST',
      'Sun 5 Apr, 2:00 am LHST',
    ]);
    expect(starts('Australia/Lord_Howe', '2027-04-04', '00:00', '06:00', 30)).toEqual(
      hourly('2027-04-03T13:00:00.000Z', 13, 30),
    );
  });

  it('Brisbane and Perth: six hours, as on any other day', () => {
    expect(starts('Australia/Brisbane', '2026-10-04', '00:00', '06:00', 60)).toEqual(
      hourly('2026-10-03T14:00:00.000Z', 6),
    );
    expect(starts('Australia/Perth', '2026-04-05', '00:00', '06:00', 60)).toEqual(
      hourly('2026-04-04T16:00:00.000Z', 6),
    );
  });
});

describe('window edges that fall inside a change', () => {
  it('a start inside the skipped hour begins when the clock jumps', () => {
    // 02:30 does not exist on 4 Oct 2026 in Sydney; the clock reaches past it at 03:00 AEDT = 16:00Z.
    expect(starts('Australia/Sydney', '2026-10-04', '02:30', '04:00', 30)).toEqual([
      '2026-10-03T16:00:00.000Z',
      '2026-10-03T16:30:00.000Z',
    ]);
  });

  it('a window wholly inside the skipped hour has no slots', () => {
    expect(starts('Australia/Sydney', '2026-10-04', '02:00', '02:45', 15)).toEqual([]);
  });

  it('a window ending in the repeated hour ends at its first occurrence', () => {
    // 00:00 AEDT = 13:00Z to the first 02:30 (AEDT) = 15:30Z: two and a half hours.
    expect(starts('Australia/Sydney', '2026-04-05', '00:00', '02:30', 30)).toEqual([
      '2026-04-04T13:00:00.000Z',
      '2026-04-04T13:30:00.000Z',
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T14:30:00.000Z',
      '2026-04-04T15:00:00.000Z',
    ]);
  });

  it('a window starting in the repeated hour starts at its first occurrence', () => {
    // The first 02:30 (AEDT) = 15:30Z to 04:00 AEST = 18:00Z.
    expect(starts('Australia/Sydney', '2026-04-05', '02:30', '04:00', 30)).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:00:00.000Z',
      '2026-04-04T16:30:00.000Z',
      '2026-04-04T17:00:00.000Z',
      '2026-04-04T17:30:00.000Z',
    ]);
  });

  it('`times` matches a repeated wall time at both of its instants', () => {
    const slots = computeSlotsForDate({
      availability: everyDay('Australia/Sydney', '00:00', '06:00'),
      settings: { durationMinutes: 30, horizonDays: 3650 },
      now,
      date: '2026-04-05',
      times: ['02:30'],
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
    ]);
  });

  it('`times` never matches a wall time that does not exist', () => {
    const slots = computeSlotsForDate({
      availability: everyDay('Australia/Sydney', '00:00', '06:00'),
      settings: { durationMinutes: 30, horizonDays: 3650 },
      now,
      date: '2026-10-04',
      times: ['02:00', '02:30', '03:00'],
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-10-03T16:00:00.000Z']);
  });
});

describe('weeks that straddle a change', () => {
  it('Monday 09:00 in Sydney is 23:00Z before October and 22:00Z after', () => {
    const slots = computeSlotsForRange({
      availability: { zone: 'Australia/Sydney', weekly: [{ weekday: 1, start: '09:00', end: '09:30' }] },
      settings: settings(30),
      now,
      from: '2026-09-21',
      to: '2026-10-12',
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-09-20T23:00:00.000Z',
      '2026-09-27T23:00:00.000Z',
      '2026-10-04T22:00:00.000Z',
      '2026-10-11T22:00:00.000Z',
    ]);
  });

  it('a Brisbane doctor’s 09:00 is 10:00 in Sydney in summer and 09:00 in winter', () => {
    const brisbane: Availability = {
      zone: 'Australia/Brisbane',
      weekly: [1, 2, 3, 4, 5].map((d) => ({ weekday: d as 1, start: '09:00', end: '17:00' })),
    };
    const first = (date: string) =>
      computeSlotsForDate({ availability: brisbane, settings: settings(15), now, date })[0]!.startsAt;
    expect(first('2026-10-05').toISOString()).toBe('2026-10-04T23:00:00.000Z');
    expect(formatInZone(first('2026-10-05'), 'Australia/Brisbane')).toBe('Mon 5 Oct, 9:00 am AEST');
    expect(formatInZone(first('2026-10-05'), 'Australia/Sydney')).toBe('Mon 5 Oct, 10:00 am AEDT');
    expect(first('2026-07-06').toISOString()).toBe('2026-07-05T23:00:00.000Z');
    expect(formatInZone(first('2026-07-06'), 'Australia/Sydney')).toBe('Mon 6 Jul, 9:00 am AEST');
    expect(formatInZone(first('2026-07-06'), 'Australia/Perth')).toBe('Mon 6 Jul, 7:00 am AWST');
  });

  it('the horizon counts calendar days: seven days from 10:00 AEST is 10:00 AEDT, 23 hours short of 7 × 24', () => {
    // now = 1 Oct 2026 10:00 AEST (00:00Z); horizon ends 8 Oct 10:00 AEDT = 7 Oct 23:00Z.
    const slots = computeSlotsForDate({
      availability: everyDay('Australia/Sydney', '09:00', '12:00'),
      settings: { durationMinutes: 30, horizonDays: 7 },
      now: new Date('2026-10-01T00:00:00Z'),
      date: '2026-10-08',
      showAll: true,
    });
    expect(slots.map((s) => [s.startsAt.toISOString(), s.reason ?? 'free'])).toEqual([
      ['2026-10-07T22:00:00.000Z', 'free'],
      ['2026-10-07T22:30:00.000Z', 'free'],
      ['2026-10-07T23:00:00.000Z', 'horizon'],
      ['2026-10-07T23:30:00.000Z', 'horizon'],
      ['2026-10-08T00:00:00.000Z', 'horizon'],
      ['2026-10-08T00:30:00.000Z', 'horizon'],
    ]);
  });
});
