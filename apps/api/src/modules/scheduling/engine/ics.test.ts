// Calendar feeds into busy time. Expectations are literal UTC instants worked out by hand.
import { describe, expect, it } from 'vitest';
import { ICS_MAX_BYTES, ICS_MAX_INSTANCES, type IcsBusyResult, parseIcsBusy } from './ics.ts';

const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Curo//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const range = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2028-01-01T00:00:00Z') };
const sydney = { zone: 'Australia/Sydney', ...range };

function busy(result: IcsBusyResult): string[][] {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
  return result.busy.map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()]);
}

describe('single events', () => {
  it('reads DTSTART and DTEND in a TZID zone', () => {
    const text = calendar([
      'UID:one',
      'DTSTART;TZID=Australia/Sydney:20261005T090000',
      'DTEND;TZID=Australia/Sydney:20261005T103000',
      'SUMMARY:Practice meeting',
    ]);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-10-04T22:00:00.000Z', '2026-10-04T23:30:00.000Z'],
    ]);
  });

  it('reads DURATION, UTC times, and floating times in the doctor’s zone', () => {
    const text = calendar(
      ['UID:a', 'DTSTART:20260601T020000Z', 'DURATION:PT45M'],
      // Floating: 09:00 wherever the doctor is; Adelaide in June is +9:30.
      ['UID:b', 'DTSTART:20260602T090000', 'DTEND:20260602T100000'],
      ['UID:c', 'DTSTART;TZID=Australia/Perth:20260603T090000', 'DURATION:P1DT2H'],
    );
    expect(busy(parseIcsBusy(text, { ...range, zone: 'Australia/Adelaide' }))).toEqual([
      ['2026-06-01T02:00:00.000Z', '2026-06-01T02:45:00.000Z'],
      ['2026-06-01T23:30:00.000Z', '2026-06-02T00:30:00.000Z'],
      ['2026-06-03T01:00:00.000Z', '2026-06-04T03:00:00.000Z'],
    ]);
  });

  it('maps Outlook’s Windows zone names and quoted TZIDs', () => {
    const text = calendar(
      ['UID:a', 'DTSTART;TZID="AUS Eastern Standard Time":20260601T090000', 'DURATION:PT1H'],
      ['UID:b', 'DTSTART;TZID=E. Australia Standard Time:20260602T090000', 'DURATION:PT1H'],
      ['UID:c', 'DTSTART;TZID=/mozilla.org/20050126_1/Australia/Darwin:20260603T090000', 'DURATION:PT1H'],
    );
    expect(busy(parseIcsBusy(text, { ...range, zone: 'Australia/Perth' }))).toEqual([
      ['2026-05-31T23:00:00.000Z', '2026-06-01T00:00:00.000Z'],
      ['2026-06-01T23:00:00.000Z', '2026-06-02T00:00:00.000Z'],
      ['2026-06-02T23:30:00.000Z', '2026-06-03T00:30:00.000Z'],
    ]);
  });

  it('reads an unknown TZID in the doctor’s zone and says so', () => {
    const text = calendar(['UID:a', 'DTSTART;TZID=Middle Earth:20260601T090000', 'DURATION:PT1H']);
    const result = parseIcsBusy(text, sydney);
    expect(busy(result)).toEqual([['2026-05-31T23:00:00.000Z', '2026-06-01T00:00:00.000Z']]);
    expect(result.ok && result.warnings).toEqual([
      'Unknown time zone "Middle Earth": its times were read in Australia/Sydney.',
    ]);
  });

  it('reads a time in the skipped hour with the offset before the gap (RFC 5545)', () => {
    // 02:30 on 4 Oct 2026 does not exist in Sydney; read at +10 it is 16:30Z (03:30 AEDT).
    const text = calendar(['UID:a', 'DTSTART;TZID=Australia/Sydney:20261004T023000', 'DURATION:PT30M']);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-10-03T16:30:00.000Z', '2026-10-03T17:00:00.000Z'],
    ]);
  });

  it('blocks the whole local day of an all-day event in the doctor’s zone', () => {
    const text = calendar([
      'UID:a',
      'DTSTART;VALUE=DATE:20261005',
      'DTEND;VALUE=DATE:20261006',
      'SUMMARY:Conference',
    ]);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-10-04T13:00:00.000Z', '2026-10-05T13:00:00.000Z'],
    ]);
    expect(busy(parseIcsBusy(text, { ...range, zone: 'Australia/Perth' }))).toEqual([
      ['2026-10-04T16:00:00.000Z', '2026-10-05T16:00:00.000Z'],
    ]);
  });

  it('blocks a multi-day all-day event across the October change: midnight AEST to midnight AEDT', () => {
    const text = calendar(['UID:a', 'DTSTART;VALUE=DATE:20261003', 'DTEND;VALUE=DATE:20261005']);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-10-02T14:00:00.000Z', '2026-10-04T13:00:00.000Z'],
    ]);
  });

  it('treats an all-day event without an end as one day', () => {
    const text = calendar(['UID:a', 'DTSTART;VALUE=DATE:20260601']);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-05-31T14:00:00.000Z', '2026-06-01T14:00:00.000Z'],
    ]);
  });

  it('skips transparent (free), Outlook-free and cancelled events', () => {
    const text = calendar(
      ['UID:a', 'DTSTART:20260601T000000Z', 'DURATION:PT1H', 'TRANSP:TRANSPARENT'],
      ['UID:b', 'DTSTART:20260602T000000Z', 'DURATION:PT1H', 'STATUS:CANCELLED'],
      ['UID:c', 'DTSTART:20260603T000000Z', 'DURATION:PT1H', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'],
      ['UID:d', 'DTSTART:20260604T000000Z', 'DURATION:PT1H', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED'],
    );
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-06-04T00:00:00.000Z', '2026-06-04T01:00:00.000Z'],
    ]);
  });

  it('keeps only what overlaps the range, including an event already under way', () => {
    const text = calendar(
      ['UID:a', 'DTSTART:20260531T230000Z', 'DTEND:20260601T010000Z'],
      ['UID:b', 'DTSTART:20260530T000000Z', 'DTEND:20260531T000000Z'],
      ['UID:c', 'DTSTART:20260602T000000Z', 'DTEND:20260602T010000Z'],
    );
    const result = parseIcsBusy(text, {
      zone: 'Australia/Sydney',
      from: new Date('2026-06-01T00:00:00Z'),
      to: new Date('2026-06-02T00:00:00Z'),
    });
    expect(busy(result)).toEqual([['2026-05-31T23:00:00.000Z', '2026-06-01T01:00:00.000Z']]);
  });
});

describe('recurring events', () => {
  it('expands a weekly rule on the wall clock across the October change, without its EXDATE', () => {
    // Mondays 09:00–10:00 Sydney, four times from 21 Sep 2026; 28 Sep excluded.
    const text = calendar([
      'UID:weekly',
      'DTSTART;TZID=Australia/Sydney:20260921T090000',
      'DTEND;TZID=Australia/Sydney:20260921T100000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Australia/Sydney:20260928T090000',
    ]);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-09-20T23:00:00.000Z', '2026-09-21T00:00:00.000Z'], // AEST
      ['2026-10-04T22:00:00.000Z', '2026-10-04T23:00:00.000Z'], // AEDT
      ['2026-10-11T22:00:00.000Z', '2026-10-11T23:00:00.000Z'],
    ]);
  });

  it('matches an EXDATE written in UTC against a zoned series', () => {
    const text = calendar([
      'UID:weekly',
      'DTSTART;TZID=Australia/Sydney:20260330T090000',
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE:20260405T230000Z',
    ]);
    // 30 Mar is AEDT (22:00Z); 6 Apr AEST (23:00Z, excluded); 13 Apr AEST.
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-03-29T22:00:00.000Z', '2026-03-29T23:00:00.000Z'],
      ['2026-04-12T23:00:00.000Z', '2026-04-13T00:00:00.000Z'],
    ]);
  });

  it('honours INTERVAL, BYDAY and an inclusive UNTIL in UTC', () => {
    // Every second week, Mon and Wed 14:00 Brisbane (04:00Z), until 15 June 04:00Z.
    const text = calendar([
      'UID:fortnightly',
      'DTSTART;TZID=Australia/Brisbane:20260601T140000',
      'DURATION:PT45M',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20260615T040000Z',
    ]);
    expect(busy(parseIcsBusy(text, { ...range, zone: 'Australia/Brisbane' }))).toEqual([
      ['2026-06-01T04:00:00.000Z', '2026-06-01T04:45:00.000Z'],
      ['2026-06-03T04:00:00.000Z', '2026-06-03T04:45:00.000Z'],
      ['2026-06-15T04:00:00.000Z', '2026-06-15T04:45:00.000Z'],
    ]);
  });

  it('expands DAILY with INTERVAL and COUNT', () => {
    const text = calendar([
      'UID:daily',
      'DTSTART;TZID=Australia/Perth:20260101T080000',
      'DURATION:PT30M',
      'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=3',
    ]);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-01-01T00:30:00.000Z'],
      ['2026-01-04T00:00:00.000Z', '2026-01-04T00:30:00.000Z'],
      ['2026-01-07T00:00:00.000Z', '2026-01-07T00:30:00.000Z'],
    ]);
  });

  it('expands MONTHLY on the last Friday, and on the 31st only in months that have one', () => {
    const text = calendar(
      [
        'UID:lastfri',
        'DTSTART;TZID=Australia/Perth:20260130T080000',
        'DURATION:PT1H',
        'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3',
      ],
      ['UID:31st', 'DTSTART:20260131T000000Z', 'DURATION:PT1H', 'RRULE:FREQ=MONTHLY;COUNT=3'],
    );
    expect(busy(parseIcsBusy(text, sydney)).map(([start]) => start)).toEqual([
      '2026-01-30T00:00:00.000Z',
      '2026-01-31T00:00:00.000Z',
      '2026-02-27T00:00:00.000Z',
      '2026-03-27T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
    ]);
  });

  it('expands a weekly all-day series and its all-day EXDATE', () => {
    const text = calendar([
      'UID:allday',
      'DTSTART;VALUE=DATE:20260601',
      'DTEND;VALUE=DATE:20260602',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE;VALUE=DATE:20260608',
    ]);
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-05-31T14:00:00.000Z', '2026-06-01T14:00:00.000Z'],
      ['2026-06-14T14:00:00.000Z', '2026-06-15T14:00:00.000Z'],
    ]);
  });

  it('moves an occurrence changed by RECURRENCE-ID, and drops one cancelled that way', () => {
    const text = calendar(
      [
        'UID:series',
        'DTSTART;TZID=Australia/Sydney:20260601T090000',
        'DTEND;TZID=Australia/Sydney:20260601T100000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
      ],
      // The 8 June meeting moved to Tuesday 9 June 15:00–16:00.
      [
        'UID:series',
        'RECURRENCE-ID;TZID=Australia/Sydney:20260608T090000',
        'DTSTART;TZID=Australia/Sydney:20260609T150000',
        'DTEND;TZID=Australia/Sydney:20260609T160000',
      ],
      // The 15 June meeting cancelled.
      [
        'UID:series',
        'RECURRENCE-ID;TZID=Australia/Sydney:20260615T090000',
        'DTSTART;TZID=Australia/Sydney:20260615T090000',
        'DTEND;TZID=Australia/Sydney:20260615T100000',
        'STATUS:CANCELLED',
      ],
    );
    expect(busy(parseIcsBusy(text, sydney))).toEqual([
      ['2026-05-31T23:00:00.000Z', '2026-06-01T00:00:00.000Z'],
      ['2026-06-09T05:00:00.000Z', '2026-06-09T06:00:00.000Z'],
      ['2026-06-21T23:00:00.000Z', '2026-06-22T00:00:00.000Z'],
    ]);
  });

  it('drops every occurrence of a cancelled or transparent series', () => {
    const text = calendar(
      ['UID:x', 'DTSTART:20260601T000000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=5', 'STATUS:CANCELLED'],
      ['UID:x', 'RECURRENCE-ID:20260602T000000Z', 'DTSTART:20260602T050000Z', 'DURATION:PT1H'],
      [
        'UID:y',
        'DTSTART:20260601T000000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;COUNT=5',
        'TRANSP:TRANSPARENT',
      ],
    );
    expect(busy(parseIcsBusy(text, sydney))).toEqual([]);
  });

  it('adds RDATEs', () => {
    const text = calendar([
      'UID:r',
      'DTSTART;TZID=Australia/Sydney:20260601T090000',
      'DURATION:PT1H',
      'RDATE;TZID=Australia/Sydney:20260610T140000,20260611T140000',
    ]);
    expect(busy(parseIcsBusy(text, sydney)).map(([start]) => start)).toEqual([
      '2026-05-31T23:00:00.000Z',
      '2026-06-10T04:00:00.000Z',
      '2026-06-11T04:00:00.000Z',
    ]);
  });

  it('expands an endless daily rule that began years ago only within the range', () => {
    const text = calendar([
      'UID:old',
      'DTSTART;TZID=Australia/Sydney:20100104T120000',
      'DURATION:PT1H',
      'RRULE:FREQ=DAILY',
    ]);
    const result = parseIcsBusy(text, {
      zone: 'Australia/Sydney',
      from: new Date('2026-06-01T00:00:00Z'),
      to: new Date('2026-06-03T00:00:00Z'),
    });
    // 12:00 AEST = 02:00Z on 1 and 2 June.
    expect(busy(result)).toEqual([
      ['2026-06-01T02:00:00.000Z', '2026-06-01T03:00:00.000Z'],
      ['2026-06-02T02:00:00.000Z', '2026-06-02T03:00:00.000Z'],
    ]);
  });

  it('keeps only the first occurrence of a rule it cannot expand, and says so', () => {
    const text = calendar([
      'UID:h',
      'SUMMARY:Ward round',
      'DTSTART:20260601T000000Z',
      'DURATION:PT15M',
      'RRULE:FREQ=HOURLY;COUNT=5',
    ]);
    const result = parseIcsBusy(text, sydney);
    expect(busy(result)).toEqual([['2026-06-01T00:00:00.000Z', '2026-06-01T00:15:00.000Z']]);
    expect(result.ok && result.warnings).toEqual([
      'The event "Ward round" repeats in a way we cannot read; only its first occurrence blocks time.',
    ]);
  });
});

describe('hostile and malformed feeds', () => {
  it('explains text that is not a calendar', () => {
    expect(parseIcsBusy('hello', sydney)).toEqual({
      ok: false,
      error: 'This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR line.',
    });
    expect(parseIcsBusy('  \n', sydney)).toEqual({ ok: false, error: 'The calendar is empty.' });
    expect(parseIcsBusy('<html><body>Sign in</body></html>', sydney)).toMatchObject({ ok: false });
  });

  it('explains a calendar that is cut off or garbled', () => {
    expect(parseIcsBusy('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260601T000000Z\r\n', sydney)).toEqual({
      ok: false,
      error: 'The calendar could not be read: invalid ical body. component began but did not end.',
    });
    const garbled = parseIcsBusy('BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR\r\n', sydney);
    expect(garbled.ok).toBe(false);
    expect(!garbled.ok && garbled.error).toMatch(/^The calendar could not be read: invalid line/);
    const badRule = parseIcsBusy(
      calendar(['UID:a', 'DTSTART:20260601T000000Z', 'RRULE:FREQ=FORTNIGHTLY']),
      sydney,
    );
    expect(!badRule.ok && badRule.error).toMatch(/^The calendar could not be read: invalid frequency/);
  });

  it('refuses a file over the size limit', () => {
    const big = calendar(['UID:a', `DESCRIPTION:${'x'.repeat(ICS_MAX_BYTES)}`, 'DTSTART:20260601T000000Z']);
    expect(parseIcsBusy(big, sydney)).toEqual({
      ok: false,
      error: 'The calendar is larger than 2 MB, the most we read.',
    });
  });

  it('skips an event with an unreadable date and keeps the rest', () => {
    const text = calendar(
      ['UID:bad', 'SUMMARY:Broken', 'DTSTART:20261345T250000'],
      ['UID:good', 'DTSTART:20260601T000000Z', 'DURATION:PT1H'],
      ['UID:noend', 'DTSTART:20260602T000000Z', 'DURATION:banana'],
    );
    const result = parseIcsBusy(text, sydney);
    expect(busy(result)).toEqual([['2026-06-01T00:00:00.000Z', '2026-06-01T01:00:00.000Z']]);
    expect(result.ok && result.warnings).toEqual([
      'An event "Broken" has no readable start time and was skipped.',
      'An event with UID noend has an unreadable end or duration and was skipped.',
    ]);
  });

  it('looks up only so many time zone names, and keeps only so many warnings', () => {
    const events = Array.from({ length: 3000 }, (_, i) => [
      `UID:z${i}`,
      `DTSTART;TZID=Europe/Nowhere_${i}:20260601T090000`,
      'DURATION:PT1H',
    ]);
    const started = performance.now();
    const result = parseIcsBusy(calendar(...events), sydney);
    expect(performance.now() - started).toBeLessThan(3000);
    if (!result.ok) throw new Error(result.error);
    expect(result.busy).toHaveLength(3000);
    expect(result.warnings).toHaveLength(21);
    expect(result.warnings[20]).toBe('…and 2980 more like these.');
  });

  it('finishes quickly on a rule that can never match', () => {
    const text = calendar([
      'UID:never',
      'DTSTART:20260101T000000Z',
      'DURATION:PT1H',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    ]);
    const started = performance.now();
    const result = parseIcsBusy(text, sydney);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(busy(result)).toEqual([['2026-01-01T00:00:00.000Z', '2026-01-01T01:00:00.000Z']]);
  });

  it(`stops at ${ICS_MAX_INSTANCES} busy intervals and says it was truncated`, () => {
    const text = calendar(['UID:every', 'DTSTART:20200101T000000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY']);
    const result = parseIcsBusy(text, {
      zone: 'Australia/Sydney',
      from: new Date('2020-01-01T00:00:00Z'),
      to: new Date('2040-01-01T00:00:00Z'),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.busy).toHaveLength(ICS_MAX_INSTANCES);
    expect(result.truncated).toBe(true);
    expect(result.warnings[0]).toBe(
      'The calendar repeats too much to read in full, so some of its busy times may be missing.',
    );
  });

  it('stops expanding when a feed demands too much work', () => {
    // 500 endless daily series from 1900 with COUNT force a walk from their start: 500 × ~46,000 days.
    const events = Array.from({ length: 500 }, (_, i) => [
      `UID:n${i}`,
      'DTSTART:19000101T000000Z',
      'DURATION:PT1M',
      'RRULE:FREQ=DAILY;COUNT=100000000',
    ]);
    const started = performance.now();
    const result = parseIcsBusy(calendar(...events), sydney);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.ok && result.truncated).toBe(true);
  });
});
