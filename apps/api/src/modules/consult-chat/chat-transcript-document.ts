import {
  CONSULT_KIND_NAMES,
  CONSULT_STATE_NAMES,
  type TAppointmentStatus,
  type TAppointmentType,
} from '@curo/core/scheduling';
import { DateTime } from 'luxon';
import type { PdfFrame, PdfWriter } from '../../platform/pdf/pdf-document';
import type { ConsultPeople, NamedAccount, StoredMessage } from './chat.repository';
import { senderName } from './chat-dto';

/** What a chat transcript shows (decision 0029, "Transcript"), gathered by `getChatTranscript`. */
export interface ChatTranscript {
  consult: {
    id: string;
    type: TAppointmentType;
    status: TAppointmentStatus;
    startsAt: Date | null;
    endsAt: Date | null;
    createdAt: Date;
  };
  people: ConsultPeople;
  /** Every message, oldest first. */
  messages: StoredMessage[];
  readerName: string;
  /** The zone every time is written in: the reader's. */
  zone: string;
  now: Date;
}

const ROLES: Record<string, string> = {
  patient: 'patient',
  doctor: 'doctor',
  instantDoctor: 'doctor',
  nurse: 'nurse',
  companyAdmin: 'company admin',
  admin: 'Curo admin',
  guest: 'guest',
  interpreter: 'interpreter',
  family: 'family member',
};

const inZone = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).setLocale('en-AU');
/** `Mon 5 Oct 2026, 9:00 am AEDT`: the zone named, so readers in two states never misread a time. */
const dateTime = (at: Date, zone: string) => inZone(at, zone).toFormat('ccc d LLL yyyy, h:mm a ZZZZ');

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const withRole = (account: NamedAccount) => `${senderName(account)}, ${ROLES[account.role] ?? account.role}`;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** When the consult is, or was asked for when it has no time. */
function when({ startsAt, endsAt, createdAt }: ChatTranscript['consult'], zone: string): string {
  if (!startsAt) return `No set time (asked for ${dateTime(createdAt, zone)})`;
  const minutes = endsAt ? Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000) : null;
  return `${dateTime(startsAt, zone)}${minutes ? ` (${minutes} minutes)` : ''}`;
}

/** The day the consult is filed under: its time, else when it was asked for, in the reader's zone. */
const consultDay = ({ startsAt, createdAt }: ChatTranscript['consult'], zone: string) =>
  inZone(startsAt ?? createdAt, zone);

/** `curo-chat-2026-10-05-a1b2c3d4.pdf`: the consult's day and the end of its id (the random part). */
export const transcriptFileName = (transcript: ChatTranscript) =>
  `curo-chat-${consultDay(transcript.consult, transcript.zone).toISODate()}-${transcript.consult.id.slice(-8)}.pdf`;

/** The title and the footer every page carries: the consult, by kind, day and reference. */
export function transcriptFrame({ consult, zone }: ChatTranscript): PdfFrame {
  const day = consultDay(consult, zone).toFormat('d LLL yyyy');
  return {
    title: `Chat transcript: ${CONSULT_KIND_NAMES[consult.type]}, ${day}`,
    footer: `Chat transcript · ${CONSULT_KIND_NAMES[consult.type]}, ${day} · ref …${consult.id.slice(-8)}`,
  };
}

/** Who the consult names, a line each. */
function peopleRows({ account, familyMember, doctor, bookedBy, participants }: ConsultPeople) {
  const rows: Array<[string, string]> = [];
  if (familyMember) {
    rows.push(['Patient', nameOf(familyMember)]);
    rows.push(['Account holder', account ? nameOf(account) : 'Former user']);
  } else {
    rows.push(['Patient', account ? nameOf(account) : 'Former user']);
  }
  rows.push(['Doctor', doctor ? senderName(doctor) : 'Not assigned']);
  if (bookedBy && bookedBy.role !== 'patient') rows.push(['Booked by', withRole(bookedBy)]);
  for (const p of participants) {
    const invited = p.hasAccount || p.accepted ? '' : ' (invited)';
    rows.push(['Participant', `${p.name}, ${ROLES[p.role] ?? p.role}${invited}`]);
  }
  return rows;
}

/**
 * Draws the transcript: the consult (kind, time, state), the people in it, then every message
 * under the day it was sent, with its sender and time in the reader's zone. Attachments are
 * named, not embedded.
 */
export function drawChatTranscript(pdf: PdfWriter, transcript: ChatTranscript): void {
  const { consult, people, messages, zone, now } = transcript;
  pdf.title('Chat transcript');
  pdf.fields([
    ['Consult', CONSULT_KIND_NAMES[consult.type]],
    ['When', when(consult, zone)],
    ['State', CONSULT_STATE_NAMES[consult.status]],
    ['Reference', consult.id],
  ]);
  pdf.heading('People');
  pdf.fields(peopleRows(people));
  pdf.heading(`Messages (${messages.length})`);
  pdf.paragraph([{ text: `Times are in ${zone}.`, muted: true }]);
  if (messages.length === 0) {
    pdf.gap(0.5);
    pdf.paragraph([{ text: 'No one has written in this chat.', muted: true }]);
  }
  let day: string | null = null;
  for (const { message, sender } of messages) {
    const sent = inZone(message.createdAt, zone);
    const thisDay = sent.toFormat('cccc d LLLL yyyy');
    if (thisDay !== day) {
      day = thisDay;
      pdf.gap(0.6);
      pdf.keepLines(3);
      pdf.paragraph([{ text: thisDay, bold: true, muted: true }]);
    }
    pdf.gap(0.4);
    pdf.keepLines(2);
    pdf.paragraph([
      { text: senderName(sender), bold: true },
      { text: `  ${sent.toFormat('h:mm a ZZZZ')}`, muted: true },
    ]);
    if (message.body) pdf.paragraph(message.body, { indent: 12 });
    if (message.attachmentName) {
      const size = message.attachmentBytes === null ? '' : `, ${fileSize(message.attachmentBytes)}`;
      pdf.paragraph(
        [{ text: `Attached: ${message.attachmentName}${size} (not included here)`, muted: true }],
        {
          indent: 12,
        },
      );
    }
  }
  pdf.gap(1.5);
  pdf.keepLines(1);
  pdf.paragraph([{ text: `Prepared for ${transcript.readerName} on ${dateTime(now, zone)}.`, muted: true }]);
}
