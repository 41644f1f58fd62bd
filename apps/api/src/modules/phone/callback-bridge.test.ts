import { ErrorCode } from '@curo/core/errors';
import { callWords } from '@curo/core/phone';
import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callbackWindow } from '../../../test/dates';
import { queryRows } from '../../../test/query';
import { standInTwilio, TWILIO_KEYS } from '../../../test/twilio-stand-in';

const PUBLIC_URL = 'https://curo.example.com.au';

describe('callbacks that ring', () => {
  let t: TestApp;
  let stand: Awaited<ReturnType<typeof standInTwilio>>;
  let doctor: Account;
  let patient: Account;

  /** A callback consult the patient asked of `doctor`, on 0412 345 678. */
  async function callbackConsult(doctorId = doctor.id) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createCallBackAppointment',
      headers: bearer(patient.token),
      payload: { phone: '0412 345 678', ...callbackWindow(), reason: 'Question about my results', doctorId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  const callPatient = (id: string, token = doctor.token) =>
    t.app.inject({ method: 'POST', url: `/api/v1/appointments/${id}/callPatient`, headers: bearer(token) });

  /** Posts as Twilio: signed over the public URL and every field. */
  function signedPost(path: string, form: Record<string, string>) {
    const signature = twilio.getExpectedTwilioSignature(
      TWILIO_KEYS.TWILIO_AUTH_TOKEN,
      `${PUBLIC_URL}${path}`,
      form,
    );
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(form).toString(),
    });
  }

  beforeAll(async () => {
    stand = await standInTwilio({ refuse: ['+61499999999'] });
    t = await buildTestApp({ rateLimitLogin: 1000 }, { PUBLIC_URL, ...stand.env });
    doctor = await makeDoctor(t, { phone: '0411 555 000' });
    patient = await makePatient(t);
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });

  it('rings the doctor from the clinic’s number, then connects the patient showing the clinic’s number', async () => {
    const consult = await callbackConsult();
    const placed = await callPatient(consult);
    expect(placed.statusCode, placed.body).toBe(201);
    const call = placed.json();
    expect(call).toMatchObject({ source: 'twilio', status: 'queued', startedAt: null, outcome: null });

    expect(stand.calls).toHaveLength(1);
    const [sent] = stand.calls;
    expect(sent?.form.get('To')).toBe('+61411555000');
    expect(sent?.form.get('From')).toBe(TWILIO_KEYS.TWILIO_FROM);
    expect(sent?.form.get('Url')).toBe(`${PUBLIC_URL}/api/v1/twilioCalls/bridge/${call.id}/connect`);
    expect(sent?.form.get('StatusCallback')).toBe(
      `${PUBLIC_URL}/api/v1/twilioCalls/bridge/${call.id}/status`,
    );
    // The patient's number is not given to the doctor's phone: only Twilio's next step knows it.
    expect([...(sent?.form.values() ?? [])].join(' ')).not.toContain('412345678');

    // The doctor answers: Twilio asks what to do, and dials the patient with the clinic's number.
    const sid = sent?.sid ?? '';
    const connect = await signedPost(`/api/v1/twilioCalls/bridge/${call.id}/connect`, {
      CallSid: sid,
      CallStatus: 'in-progress',
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.body).toContain(`callerId="${TWILIO_KEYS.TWILIO_FROM}"`);
    expect(connect.body).toContain('<Number>+61412345678</Number>');
    expect(connect.body).not.toContain('+61411555000');

    // Status callbacks, with a late "ringing" after the end.
    const status = (form: Record<string, string>) =>
      signedPost(`/api/v1/twilioCalls/bridge/${call.id}/status`, { CallSid: sid, ...form });
    await status({ CallStatus: 'ringing' });
    await status({ CallStatus: 'in-progress' });
    await status({ CallStatus: 'completed', CallDuration: '247' });
    await status({ CallStatus: 'ringing' });

    const calls = await t.app.inject({
      url: `/api/v1/appointments/${consult}/calls`,
      headers: bearer(doctor.token),
    });
    const [stored] = calls.json().items;
    expect(stored).toMatchObject({ id: call.id, status: 'completed', durationSeconds: 247 });
    expect(stored.startedAt).not.toBeNull();
    expect(stored.endedAt).not.toBeNull();
    const history = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from appointment_events where appointment_id = ${consult} order by created_at, id`,
    );
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['callPatient', 'callEnded']));

    // The doctor marks how it went.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${consult}/callOutcome`,
      headers: bearer(doctor.token),
      payload: { outcome: 'reached', callId: call.id },
    });
    expect(marked.json()).toMatchObject({ id: call.id, outcome: 'reached' });
  });

  it('refuses unsigned bridge webhooks with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/twilioCalls/bridge/0190a5c1-0000-7000-8000-000000000000/connect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'CallSid=CA00000000000000000000000000000009',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 503 and keeps no call when Twilio refuses, and 409 without a doctor’s phone', async () => {
    const refusing = await makeDoctor(t, { phone: '0499 999 999' });
    const consult = await callbackConsult(refusing.id);
    const refused = await callPatient(consult, refusing.token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(callWords.twilioRefused);
    const calls = await t.app.inject({
      url: `/api/v1/appointments/${consult}/calls`,
      headers: bearer(refusing.token),
    });
    expect(calls.json().items).toEqual([]);

    const noPhone = await makeDoctor(t);
    const other = await callbackConsult(noPhone.id);
    const res = await callPatient(other, noPhone.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(callWords.noDoctorPhone);
  });

  it('lets only the consult’s doctor call, and hides the consult from strangers', async () => {
    const consult = await callbackConsult();
    const stranger = await makeDoctor(t, { phone: '0411 555 111' });
    expect((await callPatient(consult, stranger.token)).statusCode).toBe(404);
    expect((await callPatient(consult, patient.token)).statusCode).toBe(403);
  });
});

describe('callbacks without Twilio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 }, { PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('explains that calling is not configured, and the doctor marks a call made by hand', async () => {
    const doctor = await makeDoctor(t, { phone: '0411 555 000' });
    const patient = await makePatient(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createCallBackAppointment',
      headers: bearer(patient.token),
      payload: { phone: '0412 345 678', ...callbackWindow(), reason: 'Question', doctorId: doctor.id },
    });
    const consult = created.json().id as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${consult}/callPatient`,
      headers: bearer(doctor.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(ErrorCode.CALLING_NOT_CONFIGURED);

    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${consult}/callOutcome`,
      headers: bearer(doctor.token),
      payload: { outcome: 'leftMessage', durationMinutes: 2 },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ source: 'manual', outcome: 'leftMessage', durationSeconds: 120 });
  });
});
