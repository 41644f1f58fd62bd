import { doctorDisplayName } from '@curo/core/users';
import { DateTime } from 'luxon';
import type { MailAttachment } from '../../../platform/mail/mail-transport';
import type { AppointmentRow } from '../appointments.repository';
import { isTimeZone } from '../engine/zoned-time';
import type { Addressee } from '../reminders/reminders.repository';
import { type IcsMethod, writeIcs } from './ics-writer';

/** The domain in invite UIDs: `<appointment id>@curo.au`, the same for every version of it. */
export const INVITE_UID_DOMAIN = 'curo.au';

/**
 * An instant as the reader in `zone` sees it, with the year and the zone named:
 * `Tue 24 Nov 2026, 9:00 am AEDT`. An unknown zone falls back to Sydney rather than failing a send.
 */
export function formatLocalTime(instant: Date, zone: string): string {
  const safeZone = isTimeZone(zone) ? zone : 'Australia/Sydney';
  return DateTime.fromJSDate(instant, { zone: safeZone })
    .setLocale('en-AU')
    .toFormat('ccc d LLL yyyy, h:mm a ZZZZ');
}

export const doctorName = (doctor: Pick<Addressee, 'firstName' | 'lastName'> | undefined) =>
  doctor ? doctorDisplayName(doctor) : 'your doctor';
export const personName = (person: Pick<Addressee, 'firstName' | 'lastName'> | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : 'the patient';

/** `Curo <no-reply@curo.health>` → the address alone. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * The `.ics` attachment for an appointment: REQUEST while it stands (a new or moved time),
 * CANCEL when it is called off. It names the doctor, the time and where to join; never the
 * reason, the symptoms or anything else the patient told the clinic. SEQUENCE is the
 * appointment's invite_sequence, which the caller has already bumped for anything after the
 * first invite.
 */
export function calendarInvite({
  row,
  method,
  sequence,
  patient,
  doctor,
  sender,
  publicUrl,
  now = new Date(),
}: {
  row: AppointmentRow;
  method: IcsMethod;
  sequence: number;
  patient: Addressee | undefined;
  doctor: Addressee | undefined;
  sender: string;
  publicUrl: string;
  now?: Date;
}): MailAttachment | null {
  if (!row.startsAt) return null;
  const end = row.endsAt ?? new Date(row.startsAt.getTime() + 15 * 60_000);
  const link = `${publicUrl}/account/appointments`;
  const text = writeIcs(method, {
    uid: `${row.id}@${INVITE_UID_DOMAIN}`,
    sequence,
    start: row.startsAt,
    end,
    stamp: now,
    summary: `Curo consult with ${doctorName(doctor)}`,
    // The time, the doctor and the link, nothing clinical: patients forward invites to work
    // calendars, so the reason for the consult stays behind sign-in (decision 0022).
    description: [
      `Telehealth consult with ${doctorName(doctor)}.`,
      `Join from ${link} a few minutes before the start.`,
      'In an emergency call 000.',
    ].join('\n'),
    location: 'Online (Curo)',
    url: link,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: 'Curo', email: addressOf(sender) },
    attendees: [patient, doctor]
      .filter((p): p is Addressee => Boolean(p))
      .map((p) => ({
        name: `${p.role === 'doctor' ? 'Dr ' : ''}${p.firstName} ${p.lastName}`,
        email: p.email,
      })),
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: text,
  };
}
