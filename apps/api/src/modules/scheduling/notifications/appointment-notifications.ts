import { formatAud } from '@curo/core/money';
import { consultPath, paths } from '@curo/core/routes';
import { SERVICE_HOURS_TEXT } from '@curo/core/service-hours';
import { DateTime } from 'luxon';
import type { Executor } from '../../../db/client';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { MailAttachment } from '../../../platform/mail/mail-transport';
import type { AppointmentChange } from '../appointment-change';
import { type AppointmentRow, bumpInviteSequence } from '../appointments.repository';
import { type Addressee, addressees } from '../reminders/reminders.repository';
import type { ReminderSync } from '../reminders/sync-reminders';
import { calendarInvite, doctorName, formatLocalTime, personName } from './calendar-invite';

type Party = 'patient' | 'doctor';

/** What one email says, given who reads it. */
interface MessageContext {
  row: AppointmentRow;
  /** The reader and their part in the consult. */
  reader: Addressee;
  part: Party;
  patient: Addressee | undefined;
  doctor: Addressee | undefined;
  /** The consult's time in the reader's zone, named (`Tue 24 Nov 2026, 9:00 am AEDT`), or null. */
  when: string | null;
  /** The time before a move, in the reader's zone, when it moved. */
  previousWhen: string | null;
  details: Record<string, unknown>;
}

interface Rule {
  /** Who hears of it (never the person who did it, unless their calendar needs the invite). */
  to: Party[];
  subject: (c: MessageContext) => string;
  /** The paragraph after the greeting. */
  body: (c: MessageContext) => string;
  /** A change nobody outside the clinic needs to hear of (an admin's internal note). */
  silentIf?: (details: Record<string, unknown>) => boolean;
  /**
   * The patient hears of it even when they made the change: a submission is acknowledged, with
   * a link to the consult's own page instead of the appointments list.
   */
  acknowledges?: boolean;
}

/** Whether a follow-up carries instructions for the patient (they are read after signing in). */
const hasInstructions = (row: AppointmentRow): boolean => {
  const value = (row.details as { instructions?: unknown } | null)?.instructions;
  return typeof value === 'string' && value.trim() !== '';
};

const at = (c: MessageContext) => (c.when ? ` on ${c.when}` : '');
const withWhom = (c: MessageContext) =>
  c.part === 'patient' ? `with ${doctorName(c.doctor)}` : `with ${personName(c.patient)}`;

const booked: Rule = {
  to: ['patient', 'doctor'],
  subject: (c) => (c.part === 'patient' ? 'Your consult is booked' : 'New consult booked'),
  body: (c) =>
    c.part === 'patient'
      ? `Your consult with ${doctorName(c.doctor)} is booked for ${c.when}. The calendar invite is attached.`
      : `${personName(c.patient)} has a consult with you at ${c.when}.`,
};

const requested: Rule = {
  to: ['patient', 'doctor'],
  subject: (c) => (c.part === 'patient' ? 'We have your consult request' : 'New consult request'),
  body: (c) =>
    c.part === 'patient'
      ? 'We have your request for a consult. We will email you as soon as a doctor takes it or offers times.'
      : `${personName(c.patient)} has asked for a consult with you.`,
};

/** Any other change: the generic email (a move names both times). */
const updated: Rule = {
  to: ['patient', 'doctor'],
  subject: (c) => (c.previousWhen ? 'Consult moved' : 'Consult updated'),
  body: (c) =>
    c.previousWhen
      ? `Your consult ${withWhom(c)} has moved from ${c.previousWhen} to ${c.when}. The updated calendar invite is attached.`
      : `Your consult ${withWhom(c)}${at(c)} has been updated. Sign in to see the details.`,
};

/** "Tue 24 Nov 2026, 9:00 am AEDT" to "10:00 am AEDT": a callback's window in the reader's zone. */
function callbackWindowText(c: MessageContext): string | null {
  const d = c.row.details as { preferredFrom?: unknown; preferredTo?: unknown } | null;
  if (typeof d?.preferredFrom !== 'string' || typeof d.preferredTo !== 'string') return null;
  const to = DateTime.fromISO(d.preferredTo, { zone: c.reader.timeZone }).setLocale('en-AU');
  const end = to.isValid ? to.toFormat('h:mm a ZZZZ') : null;
  return end ? `between ${formatLocalTime(new Date(d.preferredFrom), c.reader.timeZone)} and ${end}` : null;
}

/** The last three digits of the number a doctor will call, so the patient can check it without it being spelt out. */
function phoneEnding(c: MessageContext): string {
  const phone = (c.row.details as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' && phone.length > 3 ? ` on the number ending in ${phone.slice(-3)}` : '';
}

const forDoctor = (c: MessageContext, what: string) =>
  `${personName(c.patient)} has asked for ${what} with you.`;

/**
 * The patient's acknowledgement of what they (or staff for them) submitted: what we received,
 * what happens next and when. Never the reason, symptoms or documents (decision 0050).
 */
const ACKNOWLEDGEMENTS: Record<string, Rule> = {
  createRequest: {
    to: ['patient', 'doctor'],
    acknowledges: true,
    subject: (c) => (c.part === 'patient' ? 'We have your consult request' : 'New consult request'),
    body: (c) =>
      c.part === 'patient'
        ? `We have your request for a consult${c.doctor ? ` with ${doctorName(c.doctor)}` : ''}. ${
            c.doctor ? doctorName(c.doctor) : 'A doctor'
          } will offer you times, and we will email you as soon as they do so you can choose the one that suits you.`
        : forDoctor(c, 'a consult'),
  },
  createCallback: {
    to: ['patient', 'doctor'],
    acknowledges: true,
    subject: (c) => (c.part === 'patient' ? 'We have your callback request' : 'New callback request'),
    body: (c) => {
      const window = callbackWindowText(c);
      return c.part === 'patient'
        ? `We have your request for a callback. A doctor will phone you${phoneEnding(c)}${
            window ? ` ${window}` : ''
          }. We will email you when a doctor takes it. If you need to change the time or number, cancel the request on its page and make a new one.`
        : `${forDoctor(c, 'a callback')}${window ? ` They asked to be called ${window}.` : ''}`;
    },
  },
  createOffline: {
    to: ['patient', 'doctor'],
    acknowledges: true,
    subject: (c) =>
      c.part === 'patient' ? 'We have your request for an offline review' : 'New offline review',
    body: (c) =>
      c.part === 'patient'
        ? `We have your request for an offline review. A doctor reviews it, usually the same day during service hours (${SERVICE_HOURS_TEXT}), and replies in your account. We will email you when they reply or if they need more information.`
        : forDoctor(c, 'an offline review'),
  },
  createCertificateRequest: {
    to: ['patient', 'doctor'],
    acknowledges: true,
    subject: (c) => (c.part === 'patient' ? 'We have your certificate request' : 'New certificate request'),
    body: (c) =>
      c.part === 'patient'
        ? `We have your request for a medical certificate. A doctor reviews it during service hours (${SERVICE_HOURS_TEXT}). We will email you when your certificate is ready, or if the doctor needs to speak with you first.`
        : forDoctor(c, 'a medical certificate'),
  },
};

/** Emergency and instant consults are created with the plain 'create' action. */
const CREATED_ON_DEMAND: Record<string, Rule> = {
  emergency: {
    to: ['patient'],
    acknowledges: true,
    subject: () => 'We have your request for an urgent consult',
    body: () =>
      'We have your request for an urgent consult and have offered it to the doctors on call; the first one free takes it. Keep your consult page open: it shows the moment a doctor accepts, and we email you too. If nobody is on call, our team arranges a doctor and emails you. In an emergency, call 000.',
  },
  instant: {
    to: ['patient'],
    acknowledges: true,
    subject: () => 'You are in the queue for an instant consult',
    body: () =>
      'You are in the queue for an instant consult. Keep your consult page open: it shows your place and an estimated wait, and tells you the moment the doctor is ready. We email you then too. In an emergency, call 000.',
  },
};

/**
 * Who hears of each change of an appointment, and what they read. Not listed here and not
 * silent: the generic "updated" email. Holds are silent: the patient is still in the booking flow.
 * No email carries clinical content (the reason, symptoms, a note, instructions, a cancellation
 * note): it says what happened and when, and the details wait behind sign-in (decision 0022).
 */
export const APPOINTMENT_NOTIFICATIONS: Record<string, Rule | null> = {
  hold: null,
  expireHold: null,
  create: {
    to: booked.to,
    subject: (c) => pick(c, booked, requested).subject(c),
    body: (c) => pick(c, booked, requested).body(c),
  },
  ...ACKNOWLEDGEMENTS,
  confirmHold: {
    ...booked,
    body: (c) => {
      const held = typeof c.details.amountCents === 'number' ? c.details.amountCents : 0;
      const payment =
        c.part !== 'patient'
          ? ''
          : held > 0
            ? ` We have held ${formatAud(held)} on your card; it is charged once the consult has taken place, and your receipt is emailed then.`
            : c.details.billing === 'bulk_billed'
              ? ' It is bulk billed: Medicare pays and there is nothing for you to pay.'
              : c.details.billing === 'company'
                ? ' Your company pays for it.'
                : '';
      return `${booked.body(c)}${payment}`;
    },
  },
  acceptDate: booked,
  offerDates: {
    to: ['patient'],
    subject: () => 'Times offered for your consult',
    body: (c) =>
      `${doctorName(c.doctor)} has offered times for your consult. Sign in to choose the one that suits you.`,
  },
  requestNewDates: {
    to: ['doctor'],
    subject: () => 'The patient asked for other times',
    body: (c) => `${personName(c.patient)} could not make the times offered and has asked for others.`,
  },
  accept: {
    to: ['patient', 'doctor'],
    subject: (c) => (c.part === 'patient' ? 'A doctor has taken your consult' : 'Consult accepted'),
    body: (c) =>
      c.part === 'patient'
        ? `${doctorName(c.doctor)} has taken your consult${at(c)}.`
        : `You have taken the consult with ${personName(c.patient)}${at(c)}.`,
  },
  cancel: {
    to: ['patient', 'doctor'],
    // A certificate request the doctor declines or turns into a call sends its own email (decision 0043).
    silentIf: (details) => typeof details.certificate === 'string',
    subject: () => 'Consult cancelled',
    body: (c) =>
      `Your consult ${withWhom(c)}${at(c)} has been cancelled.${
        typeof c.details.reason === 'string' && c.details.reason.trim()
          ? ' Sign in to read the note left with it.'
          : ''
      }`,
  },
  reactivate: {
    to: ['patient', 'doctor'],
    subject: () => 'Consult back on',
    body: (c) => `Your consult ${withWhom(c)}${at(c)} is back on.`,
  },
  checkIn: {
    to: ['doctor', 'patient'],
    subject: (c) => (c.part === 'doctor' ? `${personName(c.patient)} has checked in` : 'You are checked in'),
    body: (c) =>
      c.part === 'doctor'
        ? `${personName(c.patient)} has checked in for the consult${at(c)}.`
        : `You are checked in for your consult with ${doctorName(c.doctor)}${at(c)}.`,
  },
  start: {
    to: ['patient'],
    subject: () => 'Your consult has started',
    body: (c) => `${doctorName(c.doctor)} is ready for you. Join now from your appointments.`,
  },
  waitForInformation: {
    to: ['patient'],
    subject: () => 'Your doctor needs more information',
    body: (c) =>
      `${doctorName(c.doctor)} needs more information before your consult can go on. Sign in to see what is needed.`,
  },
  resume: {
    to: ['patient'],
    subject: () => 'Your consult is going ahead',
    body: (c) => `${doctorName(c.doctor)} has what they need: your consult${at(c)} goes ahead.`,
  },
  runningLate: {
    to: ['patient'],
    subject: () => 'Your doctor is running late',
    body: (c) =>
      `Your doctor is running about ${c.details.minutes} minutes late for your consult. Please stay nearby; we will let you know when they are ready.`,
  },
  end: {
    to: ['patient'],
    subject: () => 'Your consult has ended',
    body: (c) =>
      `Your consult with ${doctorName(c.doctor)} has ended. Any notes or documents will appear in your account.`,
  },
  markAsCompleted: {
    to: ['patient'],
    subject: () => 'Your consult is complete',
    body: (c) => `${doctorName(c.doctor)} has marked your consult as complete.`,
  },
  amend: {
    to: ['patient', 'doctor'],
    subject: (c) => (c.previousWhen ? 'Consult moved' : 'Consult details changed'),
    body: (c) =>
      c.previousWhen
        ? `Your consult ${withWhom(c)} has moved from ${c.previousWhen} to ${c.when}. The updated calendar invite is attached.`
        : `The details of your consult ${withWhom(c)}${at(c)} have changed. Sign in to see them.`,
  },
  changeSpecialist: {
    to: ['patient', 'doctor'],
    subject: (c) => (c.part === 'patient' ? 'Your consult has a new doctor' : 'Consult handed to you'),
    body: (c) =>
      c.part === 'patient'
        ? `Your consult${at(c)} is now with ${doctorName(c.doctor)}.`
        : `The consult with ${personName(c.patient)}${at(c)} is now yours.`,
  },
  createFollowUp: {
    to: ['patient'],
    subject: () => 'Your doctor has arranged a follow-up',
    body: (c) => {
      const instructions = hasInstructions(c.row);
      return c.when
        ? `${doctorName(c.doctor)} has booked a follow-up consult with you for ${c.when}. The calendar invite is attached.${
            instructions ? ' Sign in to read their instructions.' : ''
          }`
        : `${doctorName(c.doctor)} would like to see you again. Sign in to choose a time for your follow-up consult${
            instructions ? ' and read their instructions' : ''
          }.`;
    },
  },
  addParticipant: {
    to: ['patient', 'doctor'],
    subject: () => 'Someone was added to your consult',
    body: (c) =>
      `${String(c.details.name ?? 'Someone')} has been added to your consult ${withWhom(c)}${at(c)}.`,
  },
  removeParticipant: {
    to: ['patient', 'doctor'],
    subject: () => 'Someone left your consult',
    body: (c) =>
      `${String(c.details.name ?? 'Someone')} is no longer part of your consult ${withWhom(c)}${at(c)}.`,
  },
  acceptGuest: {
    to: ['patient', 'doctor'],
    subject: () => 'Your guest has accepted',
    body: (c) =>
      `${String(c.details.name ?? 'Your guest')} has accepted the invitation to the consult ${withWhom(c)}${at(c)}.`,
  },
  // A doctor's answer to an offline consult; a certificate request's decision sends its own email.
  respond: {
    ...updated,
    silentIf: (details) => typeof details.certificate === 'string',
  },
  adminEdit: {
    ...updated,
    silentIf: (details) =>
      Array.isArray(details.fields) && details.fields.length === 1 && details.fields[0] === 'adminNote',
  },
  changePrice: {
    to: ['patient'],
    subject: () => 'The price of your consult has changed',
    body: (c) =>
      `The price of your consult${at(c)} is now ${
        typeof c.details.priceCents === 'number' ? formatAud(c.details.priceCents) : 'updated'
      }.`,
  },
};

/**
 * The page the reader should open: the consult's own page (its time, state, call, notes and
 * documents) for its patient and doctor; a doctor's requests page for a request still waiting for
 * them; their appointments for a doctor the consult was handed away from (no longer theirs to open).
 */
export function readerLink(publicUrl: string, row: AppointmentRow, part: Party, handedAway: boolean): string {
  if (handedAway) return `Your appointments: ${publicUrl}${paths.accountAppointments}`;
  if (part === 'doctor' && row.status === 'requested')
    return `Your requests: ${publicUrl}${paths.doctorRequests}`;
  return `Open this consult: ${publicUrl}${consultPath(row.id)}`;
}

function pick(c: MessageContext, ifBooked: Rule, otherwise: Rule): Rule {
  return c.row.status === 'scheduled' ? ifBooked : otherwise;
}

/**
 * Emails everyone involved in a change (patient and doctor, not the one who made it), in the
 * transaction that makes the change. When the consult's calendar entry changes (booked, moved,
 * cancelled, handed to another doctor) both calendars get the invite, the actor's too.
 */
export async function notifyAppointmentChange(
  tx: Executor,
  change: AppointmentChange,
  sync: ReminderSync,
  mail: MailDelivery,
): Promise<void> {
  const { row, action, principal } = change;
  const listed = Object.hasOwn(APPOINTMENT_NOTIFICATIONS, action)
    ? APPOINTMENT_NOTIFICATIONS[action]
    : undefined;
  if (listed === null) return;
  const rule = (action === 'create' ? CREATED_ON_DEMAND[row.type] : undefined) ?? listed ?? updated;
  const details = change.details ?? {};
  if (rule.silentIf?.(details)) return;
  const previousDoctorId =
    action === 'changeSpecialist' && typeof details.previousDoctorId === 'string'
      ? details.previousDoctorId
      : null;
  const people = await addressees(
    tx,
    [row.patientId, row.doctorId, previousDoctorId].filter((id): id is string => Boolean(id)),
  );
  const patient = people.get(row.patientId);
  const doctor = row.doctorId ? people.get(row.doctorId) : undefined;
  const previousDoctor = previousDoctorId ? people.get(previousDoctorId) : undefined;

  // A handed-over consult leaves one calendar and enters another.
  const method = sync.invite ?? (previousDoctor && sync.active ? 'REQUEST' : null);
  let invite: MailAttachment | null = null;
  let cancelForPrevious: MailAttachment | null = null;
  if (method) {
    const sequence = sync.firstInvite ? row.inviteSequence : await bumpInviteSequence(tx, row.id);
    const common = { row, sequence, patient, sender: mail.sender, publicUrl: mail.publicUrl };
    invite = calendarInvite({ ...common, method, doctor });
    if (previousDoctor)
      cancelForPrevious = calendarInvite({ ...common, method: 'CANCEL', doctor: previousDoctor });
  }

  const actorId = principal?.userId ?? null;
  const readers: Array<{ person: Addressee; part: Party; attachment: MailAttachment | null }> = [];
  for (const part of ['patient', 'doctor'] as const) {
    const person = part === 'patient' ? patient : doctor;
    if (!person) continue;
    const told =
      rule.to.includes(part) && (person.id !== actorId || (part === 'patient' && rule.acknowledges === true));
    if (told || invite) readers.push({ person, part, attachment: invite });
  }
  if (previousDoctor && previousDoctor.id !== actorId)
    readers.push({ person: previousDoctor, part: 'doctor', attachment: cancelForPrevious });

  for (const { person, part, attachment } of readers) {
    const context: MessageContext = {
      row,
      reader: person,
      part,
      patient,
      doctor: person === previousDoctor ? previousDoctor : doctor,
      when: row.startsAt ? formatLocalTime(row.startsAt, person.timeZone) : null,
      previousWhen: sync.previousStartsAt ? formatLocalTime(sync.previousStartsAt, person.timeZone) : null,
      details,
    };
    const isPrevious = person === previousDoctor;
    await mail.queueEmail(tx, {
      toAddress: person.email,
      subject: isPrevious ? 'Consult handed over' : rule.subject(context),
      textBody: [
        `Hello ${person.firstName},`,
        '',
        isPrevious
          ? `The consult with ${personName(patient)}${at(context)} has been handed to another doctor and is no longer in your calendar.`
          : rule.body(context),
        '',
        readerLink(mail.publicUrl, row, part, isPrevious),
        '',
        'Curo',
      ].join('\n'),
      attachments: attachment ? [attachment] : null,
    });
  }
}
