import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows the day, time and zone as Australians write them', () => {
    expect(formatDateTime('2026-11-21T03:30:00Z', 'Australia/Sydney')).toBe('21 Nov 2026, 2:30 pm AEDT');
  });

  it('names standard time in winter and the zone of the place', () => {
    expect(formatDateTime('2026-05-01T00:05:00Z', 'Australia/Melbourne')).toBe('1 May 2026, 10:05 am AEST');
    // Queensland has no daylight saving, so it stays on AEST in summer.
    expect(formatDateTime('2026-11-21T03:30:00Z', 'Australia/Brisbane')).toBe('21 Nov 2026, 1:30 pm AEST');
    expect(formatDateTime('2026-11-21T03:30:00Z', 'Australia/Perth')).toBe('21 Nov 2026, 11:30 am AWST');
  });

  it('says "Unknown" for a value that is not a time', () => {
    expect(formatDateTime('yesterday')).toBe('Unknown');
  });
});
