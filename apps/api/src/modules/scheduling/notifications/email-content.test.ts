import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeDoctor } from '../../../../test/accounts';
import { freeStarts, makeGp } from '../../../../test/appointments';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { callbackWindow, mondayAhead } from '../../../../test/dates';
import { shiftNow } from '../../../../test/on-demand';
import { queryRows } from '../../../../test/query';
import { sendDueReminders } from '../reminders/send-due-reminders';

/** Put in everything clinical the tests write; no email, text or attachment may ever carry it. */
const MARK = 'QX7-CLINICAL-MARKER';
const clinical = (what: string) => `${what} ${MARK}`;

interface Outbound {
  channel: string;
  to_address: string;
  subject: string | null;
  text_body: string;
  attachments: Array<{ filename: string; contentType: string; content: string }> | null;
}

type Session = { token: string; id: string };

/**
 * Emails and calendar invites say what happened and when, and send the reader to sign in: they
 * carry no reason, symptom, description, question, answer, instruction or cancellation note,
 * whoever wrote it. Each flow that sends mail runs with a marker in every clinical field, and
 * nothing queued (subject, body, attachment, text message) may contain it.
 */
describe('no clinical content in any email, text or calendar invite', () => {
  let t: TestApp;
  let doctor: Session;
  let admin: Session;
  const slots: string[] = [];
  let next = 0;

  const patient = async (overrides: Record<string, string> = {}): Promise<Session & { email: string }> => {
    const p = await signUpPatient(t, overrides);
    const me = (
      await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) })
    ).json();
    return { token: p.accessToken, id: me.id ?? me.user?.id, email: p.email };
  };
  const post = async (url: string, token: string, payload?: object, status = [200, 201]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    if (!status.includes(res.statusCode)) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** A fresh half-hour slot of the Sydney GP, never used by another test. */
  const slot = () => {
    const s = slots[next];
    next += 2;
    if (!s) throw new Error('out of slots');
    return s;
  };
  const book = (p: Session) =>
    post('/appointments/createFreeScheduledAppointment', p.token, {
      doctorId: doctor.id,
      startsAt: slot(),
      duration: 30,
      reason: clinical('Ongoing lower back pain'),
    });

  const allMessages = () =>
    queryRows<Outbound>(
      t.database.db,
      sql`select channel, to_address, subject, text_body, attachments from outbound_messages order by created_at, id`,
    );
  /**
   * Every message so far is free of the marker, and every email links to a page of the site (the
   * reader opens the page, not a bare "sign in"); answers the subjects sent, to check the flow mailed at all.
   */
  async function expectNoClinicalContent(): Promise<string[]> {
    const messages = await allMessages();
    for (const m of messages) {
      const where = `${m.channel} to ${m.to_address} "${m.subject ?? ''}"`;
      expect(m.subject ?? '', where).not.toContain(MARK);
      expect(m.text_body, where).not.toContain(MARK);
      if (m.channel === 'email') expect(m.text_body, where).toMatch(/https?:\/\/[^\s/]+\/[^\s]+/);
      for (const a of m.attachments ?? []) {
        expect(a.filename, where).not.toContain(MARK);
        expect(a.content, where).not.toContain(MARK);
      }
    }
    return messages.map((m) => m.subject ?? `(sms) ${m.text_body}`);
  }

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // A Sydney GP who works Monday to Friday, 09:00–17:00, and takes every kind of consult (scheduled,
    // request, callback, offline, emergency); and an admin, who hears of emergencies nobody is on call for.
    doctor = await makeGp(t, { timeZone: 'Australia/Sydney' });
    admin = await makeAccount(t, 'admin');
    const monday = mondayAhead(14);
    for (const day of [0, 1, 2]) {
      const date = new Date(Date.parse(monday) + day * 86_400_000).toISOString().slice(0, 10);
      slots.push(...(await freeStarts(t, doctor.id, date, 30)));
    }
  });
  afterAll(() => t.close());

  it('a scheduled booking, moved, its reason amended, then cancelled with a note by the doctor and by the patient', async () => {
    const p = await patient();
    const first = await book(p);
    await post(`/appointments/${first.id}/amend`, p.token, { startsAt: slot() });
    await post(`/appointments/${first.id}/amend`, doctor.token, {
      reason: clinical('Sciatica down the left leg'),
    });
    await post(`/appointments/${first.id}/cancel`, doctor.token, { reason: clinical('Needs imaging first') });
    const second = await book(p);
    await post(`/appointments/${second.id}/cancel`, p.token, { reason: clinical('Pain has settled') });
    const subjects = await expectNoClinicalContent();
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your consult is booked',
        'New consult booked',
        'Consult moved',
        'Consult details changed',
        'Consult cancelled',
      ]),
    );
  });

  it('an emergency request, offered to a doctor on call and taken, and one nobody is on call for', async () => {
    const onCall = await makeDoctor(t, { consultSettings: { acceptsEmergency: true } });
    await shiftNow(t, admin.token, 'emergency', onCall.id);
    const p = await patient();
    const emergency = await post('/appointments/createScheduledEmergencyAppointment', p.token, {
      reason: clinical('Chest tightness since this morning'),
      symptoms: clinical('Short of breath walking upstairs'),
      urgency: 'very_urgent',
    });
    await post(`/appointments/${emergency.id}/accept`, onCall.token);
    // Nobody on call: the admins are told instead.
    const roster = (
      await t.app.inject({ url: '/api/v1/emergencyShifts?pageSize=100', headers: bearer(admin.token) })
    ).json().items as Array<{ id: string }>;
    for (const s of roster)
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/emergencyShifts/${s.id}`,
        headers: bearer(admin.token),
      });
    await post('/appointments/createScheduledEmergencyAppointment', (await patient()).token, {
      reason: clinical('Deep cut on the palm, bleeding'),
      symptoms: clinical('Dizzy'),
      urgency: 'urgent',
    });
    const subjects = await expectNoClinicalContent();
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Emergency consult waiting for a doctor',
        'Emergency consult: no doctor on call',
        'A doctor has taken your consult',
      ]),
    );
  });

  it('an instant consult taken from the queue, and a callback a doctor claims', async () => {
    const instantDoctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin.token, 'instant', instantDoctor.id);
    const p = await patient();
    const instant = await post('/appointments/createInstantAppointment', p.token, {
      reason: clinical('Sore throat and fever'),
    });
    const taken = await post('/appointments/instant/next', instantDoctor.token);
    expect(taken.id).toBe(instant.id);
    const callback = await post('/appointments/createCallBackAppointment', (await patient()).token, {
      phone: '0412 345 678',
      ...callbackWindow(),
      reason: clinical('Repeat prescription question'),
    });
    await post(`/appointments/${callback.id}/accept`, doctor.token, {});
    const subjects = await expectNoClinicalContent();
    expect(subjects).toContain('A doctor has taken your consult');
  });

  it('an offline consult: the description, the doctor’s question, the patient’s answer and the doctor’s response', async () => {
    const p = await patient();
    const boundary = `----curo${Date.now()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createOfflineAppointment',
      headers: { ...bearer(p.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${clinical(
        'A rash on my forearm for two weeks, itchy at night',
      )}\r\n--${boundary}--\r\n`,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await post(`/appointments/${id}/accept`, doctor.token, {});
    await post(`/appointments/${id}/requestInformation`, doctor.token, {
      question: clinical('Can you send a close-up photo?'),
    });
    await post(`/appointments/${id}/provideInformation`, p.token, { answer: clinical('About 3 cm across') });
    await post(`/appointments/${id}/respond`, doctor.token, {
      response: clinical('This looks like eczema; use a moisturiser'),
    });
    const subjects = await expectNoClinicalContent();
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your doctor needs more information',
        'Your patient has answered your question',
        'Your doctor has answered your consult',
      ]),
    );
  });

  it('follow-ups with instructions, booked or with times to choose, after a consult ends', async () => {
    const p = await patient();
    const consult = await book(p);
    await post(`/appointments/${consult.id}/checkIn`, p.token);
    await post(`/appointments/${consult.id}/end`, doctor.token);
    await post(`/appointments/${consult.id}/createScheduledFollowUpRequest`, doctor.token, {
      instructions: clinical('Use the cream twice a day'),
      duration: 30,
      startsAt: slot(),
    });
    await post(`/appointments/${consult.id}/createScheduledFollowUpRequest`, doctor.token, {
      instructions: clinical('Come back in a month with your blood results'),
      duration: 30,
      offers: [{ startsAt: slot(), duration: 30 }],
    });
    const subjects = await expectNoClinicalContent();
    // The patient hears of both; the doctor's calendar gets the booked one's invite.
    expect(
      subjects.filter((s) => s === 'Your doctor has arranged a follow-up').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('a consult request the doctor offers times for, and the patient books', async () => {
    const p = await patient();
    const request = await post('/appointments/createAppointmentRequest', p.token, {
      doctorId: doctor.id,
      reason: clinical('Recurring migraines'),
      duration: 30,
      preferredTimes: clinical('Mornings, before my infusion'),
    });
    const offered = await post(`/dateOffers/${request.id}`, doctor.token, {
      offers: [{ startsAt: slot(), duration: 30 }],
    });
    await post(`/appointments/${request.id}/accept-date`, p.token, { dateOfferId: offered.offers[0].id });
    const subjects = await expectNoClinicalContent();
    expect(subjects).toEqual(
      expect.arrayContaining(['Your doctor has offered times for your consult', 'Your consult is booked']),
    );
  });

  it('reminders by email and text, and a guest’s invitation', async () => {
    const p = await patient({ phone: '0412 555 019' });
    const consult = await book(p);
    await t.database.db.execute(
      sql`update reminders set due_at = now() - interval '1 minute' where appointment_id = ${consult.id}`,
    );
    const failures: unknown[] = [];
    expect(await sendDueReminders(t.database.db, t.mail, (error) => failures.push(error))).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    await post('/participants', p.token, {
      appointmentId: consult.id,
      name: 'Sam Carer',
      email: `carer-${Date.now()}@example.com`,
      role: 'family',
    });
    const subjects = await expectNoClinicalContent();
    expect(subjects.some((s) => s.startsWith('Reminder: your consult on'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('(sms) Curo: reminder of your consult'))).toBe(true);
    expect(subjects).toContain('You are invited to join a Curo consult');
  });
});
