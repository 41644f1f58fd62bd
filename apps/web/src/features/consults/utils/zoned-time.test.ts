import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time';

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
