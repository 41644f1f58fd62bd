import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../../test/accounts';
import { freeStarts, makeGp } from '../../../../test/appointments';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { eventually } from '../../../../test/eventually';
import { queryRows } from '../../../../test/query';
import { startSmtpSink } from '../../../../test/smtp-sink';

interface Sent {
  to_address: string;
  subject: string;
  text_body: string;
  attachments: Array<{ filename: string; contentType: string; content: string }> | null;
}

const waitFor = <T>(find: () => T | undefined, timeout = 10_000) =>
  eventually(find, { what: 'the email', timeout, interval: 50 });

/** The VEVENT of an attached invite, read with ical.js. */
function inviteOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    description: new ICAL.Event(vevent).description,
    summary: new ICAL.Event(vevent).summary,
  };
}

describe('emails about appointment changes', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let sydney: Account;
  let brisbane: Account;
  const slots = new Map<string, string[]>();
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ rateLimitLogin: 1000, smtpUrl: smtp.url, publicUrl: 'https://curo.example' });
    // Dr Priya Raman in Sydney and Dr James Whitfield in Brisbane, each working Monday to Friday,
    // 09:00–17:00 in their own zone.
    sydney = await makeGp(t, { firstName: 'Priya', lastName: 'Raman', timeZone: 'Australia/Sydney' });
    brisbane = await makeGp(t, { firstName: 'James', lastName: 'Whitfield', timeZone: 'Australia/Brisbane' });
    for (const doctor of [sydney, brisbane])
      slots.set(doctor.id, await freeStarts(t, doctor.id, mondayAhead(21)));
    t.mail.start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function book(doctorId: string, zone?: string, reason = 'Migraine, 2 days') {
    const patient = await signUpPatient(t);
    if (zone)
      await t.database.db.execute(
        sql`update patient_profiles set time_zone = ${zone} where user_id = (select id from users where email = ${patient.email})`,
      );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: slots.get(doctorId)?.shift(), duration: 15, reason },
    });
    expect(res.statusCode).toBe(201);
    return { patient, appointment: res.json() as { id: string; startsAt: string } };
  }
  /** What the consult sent `email`: the sign-up's verification email is not about it. */
  const sentTo = (email: string) =>
    queryRows<Sent>(
      t.database.db,
      sql`select to_address, subject, text_body, attachments from outbound_messages where to_address = ${email} and subject <> 'Confirm your email for Curo' order by created_at, id`,
    );
  const act = (id: string, action: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/${action}`,
      headers: bearer(token),
      payload,
    });

  it('confirms a booking to the patient with a calendar invite that arrives over SMTP', async () => {
    const { patient, appointment } = await book(sydney.id);
    const received = await waitFor(() =>
      smtp.received.find((m) => m.to.includes(patient.email) && m.raw.includes('Your consult is booked')),
    );
    expect(received.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(received.raw).toMatch(/filename=("?)invite\.ics\1/);
    // The attachment's bytes, as the mail server got them, are the invite.
    const base64 =
      /filename=.?invite\.ics.?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n|--)/.exec(
        received.raw,
      )?.[1];
    const ics = base64 ? Buffer.from(base64.replace(/\r\n/g, ''), 'base64').toString('utf8') : received.raw;
    expect(inviteOf(ics)).toMatchObject({
      method: 'REQUEST',
      uid: `${appointment.id}@curo.au`,
      sequence: 0,
      status: 'CONFIRMED',
      start: appointment.startsAt,
    });
    expect(inviteOf(ics).description).toContain('https://curo.example/account/appointments');
    // The development outbox shows the invite too.
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      attachments?: Array<{ filename: string; content: string }>;
    }>;
    const listed = outbox.find((m) => m.to === patient.email && m.attachments);
    expect(listed?.attachments?.[0]?.filename).toBe('invite.ics');
  });

  it('keeps the consult reason out of the confirmation and its invite, which name the time, the doctor and the link', async () => {
    const { patient, appointment } = await book(sydney.id, undefined, 'Ongoing lower back pain XYZ123');
    const toPatient = await sentTo(patient.email);
    const toDoctor = (await sentTo(sydney.email)).filter((m) =>
      m.attachments?.some((a) => a.content.includes(appointment.id)),
    );
    expect(toDoctor.length).toBeGreaterThan(0);
    for (const m of [...toPatient, ...toDoctor]) {
      expect(m.subject).not.toMatch(/back pain|XYZ123/);
      expect(m.text_body).not.toMatch(/back pain|XYZ123/);
      for (const a of m.attachments ?? []) expect(a.content).not.toMatch(/back pain|XYZ123/);
    }
    const confirmation = toPatient.find((m) => m.subject === 'Your consult is booked');
    expect(confirmation?.text_body).toMatch(
      /Your consult with Dr Priya Raman is booked for \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T\./,
    );
    expect(confirmation?.text_body).toContain(
      `Open this consult: https://curo.example/account/consults/${appointment.id}`,
    );
    const toDoctorText = toDoctor.find((m) => m.subject === 'New consult booked')?.text_body;
    expect(toDoctorText).toContain(
      `Open this consult: https://curo.example/account/consults/${appointment.id}`,
    );
    const invite = inviteOf(confirmation?.attachments?.[0]?.content ?? '');
    expect(invite).toMatchObject({
      start: appointment.startsAt,
      summary: 'Curo consult with Dr Priya Raman',
    });
    expect(invite.description).toContain('Dr Priya Raman');
    expect(invite.description).toContain('https://curo.example/account/appointments');
  });

  it('names each reader’s own local time: a Perth patient and a Brisbane doctor', async () => {
    const { patient, appointment } = await book(brisbane.id, 'Australia/Perth');
    const [toPatient] = await sentTo(patient.email);
    expect(toPatient?.subject).toBe('Your consult is booked');
    expect(toPatient?.text_body).toMatch(
      /Your consult with Dr James Whitfield is booked for \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m AWST\./,
    );
    const mine = (await sentTo(brisbane.email)).find((m) =>
      m.attachments?.[0]?.content.includes(appointment.id),
    );
    expect(mine?.subject).toBe('New consult booked');
    expect(mine?.text_body).toMatch(
      /has a consult with you at \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m AEST\./,
    );
    // Two hours apart on the clock, one instant: Perth is UTC+8, Brisbane UTC+10 all year.
    const perthHour = /(\d{1,2}):\d{2} ([ap]m) AWST/.exec(toPatient?.text_body ?? '');
    const brisbaneHour = /(\d{1,2}):\d{2} ([ap]m) AEST/.exec(mine?.text_body ?? '');
    const to24 = (m: RegExpExecArray | null) =>
      ((Number(m?.[1]) % 12) + (m?.[2] === 'pm' ? 12 : 0)) as number;
    expect(to24(brisbaneHour) - to24(perthHour)).toBe(2);
  });

  it('tells the doctor of a cancellation (its note stays behind sign-in), and both calendars get CANCEL with a new sequence', async () => {
    const { patient, appointment } = await book(sydney.id);
    await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Feeling better' });
    const doctorMail = (await sentTo(sydney.email)).find(
      (m) => m.subject === 'Consult cancelled' && m.attachments?.[0]?.content.includes(appointment.id),
    );
    expect(doctorMail?.text_body).toMatch(/has been cancelled\. Sign in to read the note left with it\./);
    expect(doctorMail?.text_body).not.toContain('Feeling better');
    expect(inviteOf(doctorMail?.attachments?.[0]?.content ?? '')).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
    });
    const patientCancel = (await sentTo(patient.email)).find((m) => m.subject === 'Consult cancelled');
    expect(patientCancel?.attachments?.[0]?.filename).toBe('cancelled.ics');
    // Reactivated: the consult is back in calendars, as a REQUEST with a higher sequence.
    await act(appointment.id, 'reactivate', patient.accessToken);
    const back = (await sentTo(patient.email)).find((m) => m.subject === 'Consult back on');
    expect(inviteOf(back?.attachments?.[0]?.content ?? '')).toMatchObject({ method: 'REQUEST', sequence: 2 });
  });

  it('tells only the other party of a check-in; the patient alone hears the doctor runs late; holds are silent', async () => {
    const { patient, appointment } = await book(sydney.id);
    const before = (await sentTo(patient.email)).length;
    await act(appointment.id, 'runningLate', sydney.token, { minutes: 10 });
    const late = (await sentTo(patient.email)).filter((m) => m.subject === 'Your doctor is running late');
    expect(late).toHaveLength(1);
    expect(late[0]?.text_body).toContain('about 10 minutes late');
    expect((await sentTo(sydney.email)).some((m) => m.subject === 'Your doctor is running late')).toBe(false);

    await act(appointment.id, 'checkIn', patient.accessToken);
    const checkedIn = (await sentTo(sydney.email)).filter((m) => m.subject.endsWith('has checked in'));
    expect(checkedIn.length).toBeGreaterThanOrEqual(1);
    expect((await sentTo(patient.email)).some((m) => m.subject === 'You are checked in')).toBe(false);
    expect((await sentTo(patient.email)).length).toBe(before + 1);

    const holder = await signUpPatient(t);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/bookSpecialtySlot',
      headers: bearer(holder.accessToken),
      payload: { doctorId: sydney.id, startsAt: slots.get(sydney.id)?.shift(), duration: 15, reason: 'Rash' },
    });
    expect(held.statusCode).toBe(201);
    expect(await sentTo(holder.email)).toEqual([]);
  });
});
