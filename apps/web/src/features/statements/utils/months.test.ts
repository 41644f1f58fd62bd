import { describe, expect, it } from 'vitest';
import { currentMonth, monthBefore, monthChoices, monthName, monthPeriod } from './months';

describe('statement months', () => {
  it('steps back across years and gives each month its first and last days', () => {
    expect(monthBefore('2026-03')).toBe('2026-02');
    expect(monthBefore('2026-01')).toBe('2025-12');
    expect(monthBefore('2026-01', 13)).toBe('2024-12');
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthName('2026-03')).toBe('March 2026');
  });

  it('knows the month by Sydney’s calendar', () => {
    // 31 March, 14:00 UTC is 1 April, 01:00 in Sydney (AEDT).
    expect(currentMonth(new Date('2026-03-31T14:00:00Z'))).toBe('2026-04');
    const choices = monthChoices(new Date('2026-03-31T14:00:00Z'));
    expect(choices).toHaveLength(24);
    expect(choices[0]).toEqual({ value: '2026-04', label: 'April 2026 (so far)' });
    expect(choices[1]).toEqual({ value: '2026-03', label: 'March 2026' });
  });
});
