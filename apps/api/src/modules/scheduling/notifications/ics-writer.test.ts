import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseIcsBusy } from '../engine/ics';
import { escapeText, foldLine, type IcsEvent, utcStamp, writeIcs } from './ics-writer';

const event: IcsEvent = {
  uid: '0192f3a0-7d1e-7c4b-9a55-3c2f1e0d9b8a@curo.au',
  sequence: 2,
  start: new Date('2026-11-23T22:00:00Z'),
  end: new Date('2026-11-23T22:15:00Z'),
  stamp: new Date('2026-11-20T01:02:03.456Z'),
  summary: 'Consult with Dr Mia Nguyen, GP',
  description:
    'Telehealth consult; join a few minutes early, from:\nhttps://curo.example/account/appointments',
  status: 'CONFIRMED',
  organizer: { name: 'Curo', email: 'no-reply@curo.health' },
  attendees: [
    { name: 'Aroha Patient', email: 'aroha@example.com.au' },
    { name: 'Mia Nguyen, GP', email: 'mia@example.com.au' },
  ],
};

describe('the ICS writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes instants in UTC without separators', () => {
    expect(utcStamp(new Date('2026-04-05T15:59:59.999Z'))).toBe('20260405T155959Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    // Unfolding (CRLF + one space removed) gives the line back exactly.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const text = writeIcs('REQUEST', { ...event, description: 'x'.repeat(400) });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('writes a REQUEST that a calendar parser reads back field for field', () => {
    const text = writeIcs('REQUEST', event);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-23T22:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-23T22:15:00.000Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Curo');
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees.map((a) => a.getFirstValue())).toEqual([
      'mailto:aroha@example.com.au',
      'mailto:mia@example.com.au',
    ]);
    // A name with a comma is quoted, so the parameter survives intact.
    expect(attendees[1]?.getParameter('cn')).toBe('Mia Nguyen, GP');
    expect(text).toContain('ATTENDEE;CN="Mia Nguyen, GP";');
  });

  it('writes a CANCEL with STATUS:CANCELLED', () => {
    const text = writeIcs('CANCEL', { ...event, sequence: 3, status: 'CANCELLED' });
    expect(text).toContain('METHOD:CANCEL\r\n');
    expect(text).toContain('STATUS:CANCELLED\r\n');
    expect(text).toContain('SEQUENCE:3\r\n');
  });

  it('is busy time for our own feed reader, at the right instant', () => {
    const result = parseIcsBusy(writeIcs('REQUEST', event), {
      zone: 'Australia/Sydney',
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-25T00:00:00Z'),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.busy.map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()])).toEqual([
      ['2026-11-23T22:00:00.000Z', '2026-11-23T22:15:00.000Z'],
    ]);
    // A cancelled invite frees the time again.
    const cancelled = parseIcsBusy(writeIcs('CANCEL', { ...event, status: 'CANCELLED' }), {
      zone: 'Australia/Sydney',
      from: new Date('2026-11-23T00:00:00Z'),
      to: new Date('2026-11-25T00:00:00Z'),
    });
    expect(cancelled.ok && cancelled.busy).toEqual([]);
  });
});
