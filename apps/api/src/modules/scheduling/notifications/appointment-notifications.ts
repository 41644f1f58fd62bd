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
  confirmHold: booked,
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
        typeof c.details.priceCents === 'number' ? `$${(c.details.priceCents / 100).toFixed(2)}` : 'updated'
      }.`,
  },
};

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
  const rule = listed ?? updated;
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
    const told = rule.to.includes(part) && person.id !== actorId;
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
        `Your appointments: ${mail.publicUrl}/account/appointments`,
        '',
        'Curo',
      ].join('\n'),
      attachments: attachment ? [attachment] : null,
    });
  }
}
