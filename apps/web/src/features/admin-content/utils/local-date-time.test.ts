import { afterEach, describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, localZoneLabel } from './local-date-time';

describe('times typed in a datetime-local box', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("carry the offset of the admin's zone on that day, daylight saving included", () => {
    process.env.TZ = 'Australia/Sydney';
    expect(localInputToIso('2030-12-09T07:00')).toBe('2030-12-09T07:00:00+11:00');
    expect(localInputToIso('2030-07-09T07:00')).toBe('2030-07-09T07:00:00+10:00');
    expect(new Date(localInputToIso('2030-12-09T07:00') ?? '').toISOString()).toBe(
      '2030-12-08T20:00:00.000Z',
    );
  });

  it('keep Queensland at +10:00 all year and Lord Howe at its half hours', () => {
    process.env.TZ = 'Australia/Brisbane';
    expect(localInputToIso('2030-12-09T07:00')).toBe('2030-12-09T07:00:00+10:00');
    process.env.TZ = 'Australia/Lord_Howe';
    expect(localInputToIso('2030-12-09T07:00')).toBe('2030-12-09T07:00:00+11:00');
    expect(localInputToIso('2030-07-09T07:00')).toBe('2030-07-09T07:00:00+10:30');
  });

  it('move a time skipped by the clocks going forward to the hour after, as clocks do', () => {
    process.env.TZ = 'Australia/Sydney';
    expect(localInputToIso('2030-10-06T02:30')).toBe('2030-10-06T03:30:00+11:00');
  });

  it('are null when empty or incomplete', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2030-12-09')).toBeNull();
  });

  it('show a stored time back in the box, and name the zone', () => {
    process.env.TZ = 'Australia/Perth';
    expect(isoToLocalInput('2030-12-08T20:00:00.000Z')).toBe('2030-12-09T04:00');
    expect(localZoneLabel(new Date('2030-12-08T20:00:00.000Z'))).toBe('Australia/Perth (AWST)');
  });
});
