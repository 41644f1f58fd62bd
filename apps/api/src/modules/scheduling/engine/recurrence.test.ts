// RRULE expansion on wall-clock values; expectations from a calendar, by hand.
import { describe, expect, it } from 'vitest';
import { expandRecurrence, type RecurrenceRule } from './recurrence.ts';

const wall = (s: string) => Date.parse(`${s}Z`);
const dates = (walls: number[]) => walls.map((w) => new Date(w).toISOString().slice(0, 16));
const expand = (dtstart: string, rule: RecurrenceRule, from = '1990-01-01T00:00', to = '2030-01-01T00:00') =>
  dates(
    expandRecurrence(wall(dtstart), rule, {
      startWall: wall(from),
      endWall: wall(to),
      budget: { steps: 100_000 },
    }),
  );

describe('expandRecurrence', () => {
  it('counts DTSTART as the first occurrence even when the rule would not pick it', () => {
    // Thu 1 Oct 2026, then Mondays.
    expect(
      expand('2026-10-01T09:00', { freq: 'WEEKLY', interval: 1, count: 3, byDay: [{ weekday: 1 }] }),
    ).toEqual(['2026-10-01T09:00', '2026-10-05T09:00', '2026-10-12T09:00']);
  });

  it('picks the last weekday of the month with BYSETPOS', () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday }));
    expect(
      expand('2026-01-30T17:00', { freq: 'MONTHLY', interval: 1, count: 4, byDay: weekdays, bySetPos: [-1] }),
    ).toEqual(['2026-01-30T17:00', '2026-02-27T17:00', '2026-03-31T17:00', '2026-04-30T17:00']);
  });

  it('expands YEARLY on a month and an ordinal weekday (first Sunday of October)', () => {
    expect(
      expand('2026-10-04T02:00', {
        freq: 'YEARLY',
        interval: 1,
        count: 3,
        byMonth: [10],
        byDay: [{ weekday: 7, ordinal: 1 }],
      }),
    ).toEqual(['2026-10-04T02:00', '2027-10-03T02:00', '2028-10-01T02:00']);
  });

  it('keeps 29 February to leap years', () => {
    expect(expand('2024-02-29T08:00', { freq: 'YEARLY', interval: 1, count: 2 })).toEqual([
      '2024-02-29T08:00',
      '2028-02-29T08:00',
    ]);
  });

  it('honours WKST when a fortnightly rule spans two weekdays', () => {
    // RFC 5545's own example: starting Tue 5 Aug 1997, INTERVAL=2, BYDAY=TU,SU.
    const rule = (weekStart: number): RecurrenceRule => ({
      freq: 'WEEKLY',
      interval: 2,
      count: 4,
      byDay: [{ weekday: 2 }, { weekday: 7 }],
      weekStart,
    });
    expect(expand('1997-08-05T09:00', rule(1))).toEqual([
      '1997-08-05T09:00',
      '1997-08-10T09:00',
      '1997-08-19T09:00',
      '1997-08-24T09:00',
    ]);
    expect(expand('1997-08-05T09:00', rule(7))).toEqual([
      '1997-08-05T09:00',
      '1997-08-17T09:00',
      '1997-08-19T09:00',
      '1997-08-31T09:00',
    ]);
  });

  it('skips ahead without COUNT and gives the same occurrences as walking from the start', () => {
    const rule: RecurrenceRule = { freq: 'WEEKLY', interval: 3, byDay: [{ weekday: 2 }, { weekday: 5 }] };
    const walked = expand('2011-03-01T10:00', rule).filter((d) => d >= '2026-06-01' && d < '2026-08-01');
    expect(expand('2011-03-01T10:00', rule, '2026-06-01T00:00', '2026-08-01T00:00')).toEqual(walked);
    expect(walked.length).toBeGreaterThan(4);
  });

  it('stops when its budget runs out', () => {
    const budget = { steps: 10 };
    const out = expandRecurrence(
      wall('2026-01-01T00:00'),
      { freq: 'DAILY', interval: 1 },
      {
        startWall: wall('2026-01-01T00:00'),
        endWall: wall('2027-01-01T00:00'),
        budget,
      },
    );
    // DTSTART, then one new day per step after the first (which is DTSTART's own day).
    expect(out).toHaveLength(10);
    expect(budget.steps).toBe(0);
  });
});
