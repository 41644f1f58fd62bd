import { describe, expect, it } from 'vitest';
import {
  clocksDiffer,
  formatDateTime,
  formatDateTimeWithYear,
  formatTime,
  localDate,
  zoneCity,
  zonedInstant,
} from './date-time';

describe('times with their zone', () => {
  const nineSydney = '2026-11-23T22:00:00.000Z';
  it('shows a time in the zone asked for, with the zone named', () => {
    expect(formatTime(nineSydney, 'Australia/Sydney')).toBe('9:00 am AEDT');
    expect(formatTime(nineSydney, 'Australia/Brisbane')).toBe('8:00 am AEST');
    expect(formatTime(nineSydney, 'Australia/Adelaide')).toBe('8:30 am ACDT');
    expect(formatTime(nineSydney, 'Australia/Perth')).toBe('6:00 am AWST');
  });
  it('gives the date and time together', () => {
    expect(formatDateTime(nineSydney, 'Australia/Sydney')).toBe('Tue 24 Nov, 9:00 am AEDT');
  });
  it('knows the local date of an instant', () => {
    expect(localDate(nineSydney, 'Australia/Sydney')).toBe('2026-11-24');
    expect(localDate(nineSydney, 'Australia/Perth')).toBe('2026-11-24');
    expect(localDate('2026-11-23T15:00:00Z', 'Australia/Perth')).toBe('2026-11-23');
  });
  it('tells when two zones show different clocks', () => {
    expect(clocksDiffer(nineSydney, 'Australia/Sydney', 'Australia/Melbourne')).toBe(false);
    expect(clocksDiffer(nineSydney, 'Australia/Sydney', 'Australia/Brisbane')).toBe(true);
    // In winter Brisbane and Sydney agree.
    expect(clocksDiffer('2026-06-22T23:00:00Z', 'Australia/Sydney', 'Australia/Brisbane')).toBe(false);
  });
  it('names a zone by its city', () => {
    expect(zoneCity('Australia/Lord_Howe')).toBe('Lord Howe');
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in the zone given', () => {
    expect(zonedInstant('2026-11-24', '09:30', 'Australia/Perth')).toBe('2026-11-24T01:30:00.000Z');
    expect(zonedInstant('2026-11-24', '09:30', 'Australia/Sydney')).toBe('2026-11-23T22:30:00.000Z');
    expect(zonedInstant('2026-11-24', '09:30', 'Australia/Brisbane')).toBe('2026-11-23T23:30:00.000Z');
    expect(zonedInstant('2026-11-24', '09:30', 'Australia/Adelaide')).toBe('2026-11-23T23:00:00.000Z');
  });

  it('handles the days daylight saving starts and ends', () => {
    // Sydney: 4 October 2026 at 2 am the clocks go to 3 am; 5 April 2026 at 3 am back to 2 am.
    expect(zonedInstant('2026-10-04', '09:00', 'Australia/Sydney')).toBe('2026-10-03T22:00:00.000Z');
    expect(zonedInstant('2026-04-05', '09:00', 'Australia/Sydney')).toBe('2026-04-04T23:00:00.000Z');
    expect(zonedInstant('2026-10-04', '01:00', 'Australia/Sydney')).toBe('2026-10-03T15:00:00.000Z');
  });
});

describe('formatDateTimeWithYear', () => {
  it('shows the day, time and zone as Australians write them', () => {
    expect(formatDateTimeWithYear('2026-11-21T03:30:00Z', 'Australia/Sydney')).toBe(
      '21 Nov 2026, 2:30 pm AEDT',
    );
  });

  it('names standard time in winter and the zone of the place', () => {
    expect(formatDateTimeWithYear('2026-05-01T00:05:00Z', 'Australia/Melbourne')).toBe(
      '1 May 2026, 10:05 am AEST',
    );
    // Queensland has no daylight saving, so it stays on AEST in summer.
    expect(formatDateTimeWithYear('2026-11-21T03:30:00Z', 'Australia/Brisbane')).toBe(
      '21 Nov 2026, 1:30 pm AEST',
    );
    expect(formatDateTimeWithYear('2026-11-21T03:30:00Z', 'Australia/Perth')).toBe(
      '21 Nov 2026, 11:30 am AWST',
    );
  });

  it('says "Unknown" for a value that is not a time', () => {
    expect(formatDateTimeWithYear('yesterday')).toBe('Unknown');
  });
});
