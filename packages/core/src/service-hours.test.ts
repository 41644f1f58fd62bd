import { describe, expect, it } from 'vitest';
import { nextCallbackWindow, sydneyInstant, withinServiceHours } from './service-hours';

// Instants written in UTC: Sydney is UTC+11 in summer (AEDT) and UTC+10 in winter (AEST).
const at = (iso: string) => Date.parse(iso);
const window = (now: string) => {
  const w = nextCallbackWindow(at(now));
  return { from: new Date(w.from).toISOString(), to: new Date(w.to).toISOString() };
};

describe('the suggested callback window', () => {
  it('on a Tuesday at 10 am Sydney, starts at 10:30 am and lasts an hour', () => {
    expect(window('2026-11-30T23:00:00Z')).toEqual({
      from: '2026-11-30T23:30:00.000Z',
      to: '2026-12-01T00:30:00.000Z',
    });
  });

  it('on a Sunday at 9:45 pm Sydney, is the first hour of Monday (8 am)', () => {
    expect(window('2026-11-29T10:45:00Z')).toEqual({
      from: '2026-11-29T21:00:00.000Z',
      to: '2026-11-29T22:00:00.000Z',
    });
  });

  it('at 9 pm, is the last half hour before 10 pm closing', () => {
    expect(window('2026-12-01T10:00:00Z')).toEqual({
      from: '2026-12-01T10:30:00.000Z',
      to: '2026-12-01T11:00:00.000Z',
    });
  });

  it('at 9:05 pm, when less than half an hour would be left, moves to 8 am the next day', () => {
    expect(window('2026-12-01T10:05:00Z').from).toBe('2026-12-01T21:00:00.000Z');
  });

  it('before opening, is 8 am the same day, in winter (AEST) too', () => {
    expect(window('2026-11-30T16:00:00Z').from).toBe('2026-11-30T21:00:00.000Z');
    // Tuesday 9 June 2026, 6 am AEST.
    expect(window('2026-06-08T20:00:00Z')).toEqual({
      from: '2026-06-08T22:00:00.000Z',
      to: '2026-06-08T23:00:00.000Z',
    });
  });

  it('always lies within service hours, whatever the hour', () => {
    const start = at('2026-04-04T00:00:00Z'); // across the April daylight-saving change
    for (let t = start; t < start + 3 * 86_400_000; t += 7 * 60_000) {
      const w = nextCallbackWindow(t);
      expect(withinServiceHours(w.from, w.to)).toBe(true);
      expect(w.from - t).toBeGreaterThanOrEqual(30 * 60_000);
    }
  });
});

describe('service hours, 8 am to 10 pm Sydney time', () => {
  it.each([
    ['8:00–8:30 am', '2026-11-30T21:00:00Z', '2026-11-30T21:30:00Z', true],
    ['7:45–8:30 am', '2026-11-30T20:45:00Z', '2026-11-30T21:30:00Z', false],
    ['9:30–10:00 pm', '2026-12-01T10:30:00Z', '2026-12-01T11:00:00Z', true],
    ['9:30–10:15 pm', '2026-12-01T10:30:00Z', '2026-12-01T11:15:00Z', false],
    ['9:30 pm to 8:30 am the next day', '2026-12-01T10:30:00Z', '2026-12-01T21:30:00Z', false],
  ])('%s is %s', (_label, from, to, inside) => {
    expect(withinServiceHours(at(from), at(to))).toBe(inside);
  });

  it('reads Sydney wall-clock times in both halves of the year', () => {
    expect(new Date(sydneyInstant('2026-07-14', 8 * 60)).toISOString()).toBe('2026-07-13T22:00:00.000Z');
    expect(new Date(sydneyInstant('2026-01-14', 22 * 60)).toISOString()).toBe('2026-01-14T11:00:00.000Z');
  });
});
