// The two crossings between wall clock and UTC, checked against hand-worked instants.
import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantToWall, offsetMinutes, parseClock, parseDate, wallToInstant } from './zoned-time.ts';

const wall = (s: string) => Date.parse(`${s}Z`); // a wall-clock reading written as if it were UTC
const iso = (ms: number) => new Date(ms).toISOString();

describe('offsetMinutes', () => {
  it('knows each Australian zone in summer and winter', () => {
    const summer = Date.parse('2026-01-15T00:00:00Z');
    const winter = Date.parse('2026-07-15T00:00:00Z');
    const table: Array<[string, number, number]> = [
      ['Australia/Sydney', 660, 600],
      ['Australia/Brisbane', 600, 600],
      ['Australia/Adelaide', 630, 570],
      ['Australia/Darwin', 570, 570],
      ['Australia/Perth', 480, 480],
      ['Australia/Lord_Howe', 660, 630],
    ];
    for (const [zone, s, w] of table) {
      expect([zone, offsetMinutes(zone, summer), offsetMinutes(zone, winter)]).toEqual([zone, s, w]);
    }
  });

  it('agrees with Luxon, an independent reading of the tz database, through 2026 and 2027', () => {
    const zones = [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Hobart',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Darwin',
      'Australia/Perth',
      'Australia/Lord_Howe',
      'UTC',
      'America/St_Johns',
    ];
    const instants: number[] = [];
    for (
      let t = Date.parse('2026-01-01T00:00:00Z');
      t < Date.parse('2028-01-01T00:00:00Z');
      t += 6 * 3_600_000
    ) {
      instants.push(t);
    }
    // Every minute for three hours either side of each Australian change (all fall 13:00–18:00Z).
    for (const sunday of ['2026-04-04', '2026-10-03', '2027-04-03', '2027-10-02']) {
      const from = Date.parse(`${sunday}T13:00:00Z`);
      for (let t = from; t <= from + 6 * 3_600_000; t += 60_000) instants.push(t);
    }
    for (const zone of zones) {
      const luxon = IANAZone.create(zone);
      for (const t of instants) {
        if (offsetMinutes(zone, t) !== luxon.offset(t)) {
          throw new Error(`${zone} at ${iso(t)}: ${offsetMinutes(zone, t)} vs Luxon ${luxon.offset(t)}`);
        }
      }
    }
  });
});

describe('wallToInstant', () => {
  it('reads an ordinary time with the day’s offset', () => {
    expect(iso(wallToInstant('Australia/Sydney', wall('2026-06-01T09:00:00')))).toBe(
      '2026-05-31T23:00:00.000Z',
    );
  });

  it('reads a repeated time as its first occurrence', () => {
    expect(iso(wallToInstant('Australia/Sydney', wall('2026-04-05T02:30:00')))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    expect(iso(wallToInstant('Australia/Lord_Howe', wall('2026-04-05T01:45:00')))).toBe(
      '2026-04-04T14:45:00.000Z',
    );
  });

  it('reads a skipped time as the jump, or with the offset before the gap', () => {
    expect(iso(wallToInstant('Australia/Sydney', wall('2026-10-04T02:30:00')))).toBe(
      '2026-10-03T16:00:00.000Z',
    );
    expect(iso(wallToInstant('Australia/Sydney', wall('2026-10-04T02:30:00'), 'offsetBeforeGap'))).toBe(
      '2026-10-03T16:30:00.000Z',
    );
    // Lord Howe skips 02:00–02:30 LHST; the jump is at 15:30Z.
    expect(iso(wallToInstant('Australia/Lord_Howe', wall('2026-10-04T02:10:00')))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
    expect(iso(wallToInstant('Australia/Adelaide', wall('2027-10-03T02:59:00')))).toBe(
      '2027-10-02T16:30:00.000Z',
    );
  });

  it('round-trips every quarter hour of the 2026 and 2027 change weekends in Sydney, Adelaide and Lord Howe', () => {
    const sundays = ['2026-04-05', '2026-10-04', '2027-04-04', '2027-10-03'];
    for (const zone of ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe']) {
      for (const sunday of sundays) {
        const from = Date.parse(`${sunday}T00:00:00Z`) - 86_400_000;
        for (let t = from; t < from + 3 * 86_400_000; t += 15 * 60_000) {
          const back = wallToInstant(zone, instantToWall(zone, t));
          // Only the second pass through a repeated wall time maps back, to the first pass.
          const repeated = back < t && instantToWall(zone, back) === instantToWall(zone, t);
          if (back !== t && !repeated) throw new Error(`${zone} ${iso(t)} came back as ${iso(back)}`);
        }
      }
    }
  });
});

describe('parsing', () => {
  it('accepts real dates and clock times only', () => {
    expect(parseDate('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00Z'));
    expect(() => parseDate('2027-02-29')).toThrow(RangeError);
    expect(() => parseDate('2026-6-1')).toThrow(RangeError);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00', true)).toBe(1440);
    expect(() => parseClock('24:00')).toThrow(RangeError);
    expect(() => parseClock('7:30')).toThrow(RangeError);
  });
});
