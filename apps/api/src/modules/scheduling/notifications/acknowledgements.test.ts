import { requestMessages } from '@curo/core/scheduling-requests';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, EVERY_KIND, makeAccount, makeDoctor, makePatient } from '../../../../test/accounts';
import { bearer } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { callbackWindow } from '../../../../test/dates';
import { shiftNow } from '../../../../test/on-demand';
import { queryRows } from '../../../../test/query';

/** Written into every clinical field: no acknowledgement may carry it. */
const MARK = 'QX9-SYMPTOM-MARKER';

interface Sent {
  subject: string;
  text_body: string;
}

/**
 * Every consult a patient submits is acknowledged by one email to them: what we received, what
 * happens next, and a link to the consult's own page; never the reason or symptoms.
 */
describe('acknowledging what a patient submits', () => {
  let t: TestApp;
  let doctor: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000, publicUrl: 'https://curo.test' });
    doctor = await makeDoctor(t, { firstName: 'Priya', lastName: 'Raman', consultSettings: EVERY_KIND });
    admin = await makeAccount(t, 'admin');
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const sentTo = (email: string) =>
    queryRows<Sent>(
      t.database.db,
      sql`select subject, text_body from outbound_messages where to_address = ${email} order by created_at, id`,
    );

  /** The one email to `patient` that links to the consult, checked for content and the link. */
  async function acknowledgement(patient: Account, consultId: string) {
    const mail = await sentTo(patient.email);
    const link = `https://curo.test/account/consults/${consultId}`;
    const acks = mail.filter((m) => m.text_body.includes(link));
    expect(acks).toHaveLength(1);
    // Nothing else went to the patient: the acknowledgement is the whole of it.
    expect(mail).toHaveLength(1);
    const [ack] = acks as [Sent];
    expect(ack.subject).not.toContain(MARK);
    expect(ack.text_body).not.toContain(MARK);
    expect(ack.text_body).toContain(`Hello ${patient.firstName},`);
    return ack;
  }

  it('a consult request, named to a doctor: the patient is told the doctor will offer times', async () => {
    const p = await makePatient(t);
    const res = await post('/appointments/createAppointmentRequest', p.token, {
      doctorId: doctor.id,
      reason: `Recurring migraines ${MARK}`,
      duration: 30,
      preferredTimes: `Mornings ${MARK}`,
    });
    expect(res.statusCode).toBe(201);
    const ack = await acknowledgement(p, res.json().id);
    expect(ack.subject).toBe('We have your consult request');
    expect(ack.text_body).toContain('Dr Priya Raman will offer you times');
    // The doctor hears of a new request, not a generic update.
    expect((await sentTo(doctor.email)).map((m) => m.subject)).toContain('New consult request');
  });

  it('a callback: the window in the patient’s zone and the end of the number, not the reason', async () => {
    const p = await makePatient(t, { profile: { timeZone: 'Australia/Perth' } });
    const res = await post('/appointments/createCallBackAppointment', p.token, {
      phone: '0412 345 678',
      ...callbackWindow(),
      reason: `Blood test results ${MARK}`,
    });
    expect(res.statusCode).toBe(201);
    const ack = await acknowledgement(p, res.json().id);
    expect(ack.subject).toBe('We have your callback request');
    expect(ack.text_body).toContain('on the number ending in 678');
    expect(ack.text_body).toMatch(/between .+ AWST and .+ AWST/);
  });

  it('an offline review: when a doctor reviews it', async () => {
    const p = await makePatient(t);
    const boundary = '----curoAck';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createOfflineAppointment',
      headers: { ...bearer(p.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nA rash on my forearm for two weeks ${MARK}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(201);
    const ack = await acknowledgement(p, res.json().id);
    expect(ack.subject).toBe('We have your request for an offline review');
    expect(ack.text_body).toContain('usually the same day during service hours (8 am – 10 pm Sydney time)');
  });

  it('a certificate request', async () => {
    const p = await makePatient(t);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const res = await post('/appointments/createCertificateRequest', p.token, {
      reason: 'unfit_for_work',
      fromDate: today,
      toDate: today,
      organisation: 'Harbour Logistics',
      symptoms: `Fever and a sore throat ${MARK}`,
    });
    expect(res.statusCode).toBe(201);
    const ack = await acknowledgement(p, res.json().id);
    expect(ack.subject).toBe('We have your certificate request');
  });

  it('an urgent consult, and an instant consult in the queue', async () => {
    const p = await makePatient(t);
    const urgent = await post('/appointments/createScheduledEmergencyAppointment', p.token, {
      reason: `Chest tightness ${MARK}`,
      symptoms: `Short of breath ${MARK}`,
      urgency: 'very_urgent',
    });
    expect(urgent.statusCode).toBe(201);
    const ack = await acknowledgement(p, urgent.json().id);
    expect(ack.subject).toBe('We have your request for an urgent consult');
    expect(ack.text_body).toContain('In an emergency, call 000.');

    const instantDoctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin.token, 'instant', instantDoctor.id);
    const q = await makePatient(t);
    const instant = await post('/appointments/createInstantAppointment', q.token, {
      reason: `Sore throat ${MARK}`,
    });
    expect(instant.statusCode).toBe(201);
    expect((await acknowledgement(q, instant.json().id)).subject).toBe(
      'You are in the queue for an instant consult',
    );
  });

  it('a request staff make for a patient is acknowledged to the patient, once', async () => {
    const p = await makePatient(t);
    const res = await post('/appointments/createAppointmentRequest', admin.token, {
      patientId: p.id,
      reason: `Follow-up ${MARK}`,
      duration: 30,
      doctorId: doctor.id,
    });
    expect(res.statusCode).toBe(201);
    expect((await acknowledgement(p, res.json().id)).subject).toBe('We have your consult request');
  });
});

describe('callback windows keep to service hours (8 am – 10 pm Sydney time)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Asks for a callback at the fixed instant `now`, signed in at that instant. */
  async function askAt(now: string, from: string, to: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    const p = await makePatient(t);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createCallBackAppointment',
      headers: bearer(p.token),
      payload: { phone: '0412 345 678', preferredFrom: from, preferredTo: to, reason: 'Results' },
    });
  }

  // Sunday 29 November 2026, 9:45 pm AEDT (UTC+11) is 10:45 UTC.
  const sundayNight = '2026-11-29T10:45:00Z';
  // Tuesday 1 December 2026, 10 am AEDT is 23:00 UTC on the Monday.
  const tuesdayMorning = '2026-11-30T23:00:00Z';

  it('on a Sunday at 9:45 pm, refuses 10–10:30 pm with a clear 400, and takes 8–9 am Monday', async () => {
    const late = await askAt(sundayNight, '2026-11-29T11:00:00Z', '2026-11-29T11:30:00Z');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: requestMessages.windowOutsideHours,
    });
    const straddling = await askAt(sundayNight, '2026-11-29T10:50:00Z', '2026-11-29T11:20:00Z');
    expect(straddling.json().error?.message).toBe(requestMessages.windowOutsideHours);
    const monday = await askAt(sundayNight, '2026-11-29T21:00:00Z', '2026-11-29T22:00:00Z');
    expect(monday.statusCode).toBe(201);
  });

  it('on a Tuesday at 10 am, takes 9:30–10 pm and refuses 7:30–8:30 am Wednesday and 9:45–10:15 pm', async () => {
    expect((await askAt(tuesdayMorning, '2026-12-01T10:30:00Z', '2026-12-01T11:00:00Z')).statusCode).toBe(
      201,
    );
    const early = await askAt(tuesdayMorning, '2026-12-01T20:30:00Z', '2026-12-01T21:30:00Z');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(requestMessages.windowOutsideHours);
    const closing = await askAt(tuesdayMorning, '2026-12-01T10:45:00Z', '2026-12-01T11:15:00Z');
    expect(closing.json().error.message).toBe(requestMessages.windowOutsideHours);
  });
});
