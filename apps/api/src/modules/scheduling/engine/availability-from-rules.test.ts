import { describe, expect, it } from 'vitest';
import { availabilityFromRules } from './availability-from-rules.ts';

describe('availabilityFromRules', () => {
  it('turns stored rule rows into weekly windows, date overrides, days off and breaks', () => {
    const availability = availabilityFromRules('Australia/Brisbane', [
      { kind: 'weekly', weekday: 1, startTime: '09:00', endTime: '12:00' },
      { kind: 'weekly', weekday: 1, startTime: '13:00', endTime: '17:00' },
      { kind: 'date', date: '2026-06-06', startTime: '10:00', endTime: '11:00' },
      { kind: 'date', date: '2026-06-08', startTime: '10:00', endTime: '11:00' },
      { kind: 'dayOff', date: '2026-06-08' },
      { kind: 'break', weekday: 1, startTime: '10:30', endTime: '10:45' },
      { kind: 'break', date: '2026-06-09', startTime: '12:00', endTime: '13:00' },
      { kind: 'weekly', weekday: null, startTime: '09:00', endTime: '10:00' },
    ]);
    expect(availability).toEqual({
      zone: 'Australia/Brisbane',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
      ],
      overrides: [
        { date: '2026-06-08', windows: [] },
        { date: '2026-06-06', windows: [{ start: '10:00', end: '11:00' }] },
      ],
      breaks: [
        { weekday: 1, start: '10:30', end: '10:45' },
        { date: '2026-06-09', start: '12:00', end: '13:00' },
      ],
    });
  });
});
