import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-in-zone.ts';

describe('formatInZone', () => {
  // [instant, zone, what a person there reads]
  const cases: Array<[string, string, string]> = [
    ['2026-10-04T22:00:00Z', 'Australia/Sydney', 'Mon 5 Oct, 9:00 am AEDT'],
    ['2026-06-01T00:00:00Z', 'Australia/Sydney', 'Mon 1 Jun, 10:00 am AEST'],
    ['2026-10-04T22:00:00Z', 'Australia/Melbourne', 'Mon 5 Oct, 9:00 am AEDT'],
    ['2026-10-04T22:00:00Z', 'Australia/Hobart', 'Mon 5 Oct, 9:00 am AEDT'],
    ['2026-10-04T23:00:00Z', 'Australia/Brisbane', 'Mon 5 Oct, 9:00 am AEST'],
    ['2026-06-01T00:00:00Z', 'Australia/Brisbane', 'Mon 1 Jun, 10:00 am AEST'],
    ['2026-10-04T22:30:00Z', 'Australia/Adelaide', 'Mon 5 Oct, 9:00 am ACDT'],
    ['2026-06-01T00:00:00Z', 'Australia/Adelaide', 'Mon 1 Jun, 9:30 am ACST'],
    ['2026-10-04T23:30:00Z', 'Australia/Darwin', 'Mon 5 Oct, 9:00 am ACST'],
    ['2026-10-05T01:00:00Z', 'Australia/Perth', 'Mon 5 Oct, 9:00 am AWST'],
    ['2026-10-04T22:00:00Z', 'Australia/Lord_Howe', 'Mon 5 Oct, 9:00 am LHDT'],
    ['2026-06-01T00:00:00Z', 'Australia/Lord_Howe', 'Mon 1 Jun, 10:30 am LHST'],
    ['2026-10-05T06:30:00Z', 'Australia/Sydney', 'Mon 5 Oct, 5:30 pm AEDT'],
    ['2026-10-04T13:00:00Z', 'Australia/Sydney', 'Mon 5 Oct, 12:00 am AEDT'],
    ['2026-10-05T02:00:00Z', 'Australia/Sydney', 'Mon 5 Oct, 1:00 pm AEDT'],
    // The repeated hour reads the same on the clock; the abbreviation tells them apart.
    ['2026-04-04T15:30:00Z', 'Australia/Sydney', 'Sun 5 Apr, 2:30 am AEDT'],
    ['2026-04-04T16:30:00Z', 'Australia/Sydney', 'Sun 5 Apr, 2:30 am AEST'],
    ['2026-10-04T22:00:00Z', 'UTC', 'Sun 4 Oct, 10:00 pm UTC'],
  ];
  it.each(cases)('%s in %s reads "%s"', (instant, zone, text) => {
    expect(formatInZone(new Date(instant), zone)).toBe(text);
  });

  it('refuses an unknown zone and an invalid date', () => {
    expect(() => formatInZone(new Date('2026-10-04T22:00:00Z'), 'Australia/Nowhere')).toThrow(RangeError);
    expect(() => formatInZone(new Date('nope'), 'Australia/Sydney')).toThrow(RangeError);
  });
});
