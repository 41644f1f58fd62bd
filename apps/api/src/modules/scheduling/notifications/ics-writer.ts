/**
 * A small iCalendar (RFC 5545) writer for meeting invites: one VEVENT per calendar, lines ended
 * by CRLF and folded at 75 octets, TEXT values escaped. Parsing lives in engine/ics.ts (ical.js).
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** Stable for the life of the appointment, so calendars update the same event. */
  uid: string;
  /** Grows with every change a calendar must apply (time moved, cancelled). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the invite was made. */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=...): quoted when it holds : ; or , and never containing a quote. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds one content line into pieces of at most 75 octets (UTF-8), continuation lines starting
 * with a space, never splitting a character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with one space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** 20261123T220000Z: an instant in UTC, as calendars read it without any zone definition. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const mailto = (email: string) => `mailto:${email.trim()}`;

/** One calendar (VCALENDAR) holding the event, as text ready to attach to an email. */
export function writeIcs(method: IcsMethod, event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Curo//Telehealth//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT${
          method === 'REQUEST' ? ';PARTSTAT=NEEDS-ACTION' : ''
        };RSVP=FALSE:${mailto(a.email)}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
