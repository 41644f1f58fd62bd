import { DEFAULT_NO_ANSWER_MESSAGE, phoneWords } from '@curo/core/phone';
import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

const PUBLIC_URL = 'https://curo.example.com.au';
const AUTH_TOKEN = 'twilio-voice-secret-token';

let sidCounter = 0;
/** A fresh CallSid-shaped id (CA + 32 hex). */
const newSid = (prefix = 'CA') => `${prefix}${(++sidCounter).toString(16).padStart(32, '0')}`;

/** Posts a form to a voice webhook as Twilio would: signed over the public URL and every field. */
function signedPost(t: TestApp, path: string, form: Record<string, string>, token = AUTH_TOKEN) {
  const url = `/api/v1/twilioCalls/voice/${path}`;
  const signature = twilio.getExpectedTwilioSignature(token, `${PUBLIC_URL}${url}`, form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The numbers a TwiML document dials, in order, and whether it records a voicemail. */
function dialled(xml: string) {
  return {
    numbers: [...xml.matchAll(/<Number>([^<]+)<\/Number>/g)].map((m) => m[1]),
    records: xml.includes('<Record'),
    says: [...xml.matchAll(/<Say[^>]*>([^<]+)<\/Say>/g)].map((m) => m[1]),
    action: /<Dial [^>]*action="([^"]+)"/.exec(xml)?.[1]?.replace(/&amp;/g, '&'),
  };
}

describe('the emergency line', () => {
  let t: TestApp;
  let admin: Account;
  const hour = 3_600_000;

  /** An emergency shift for `doctorId` from `startHoursAgo` back to four hours ahead of now. */
  async function emergencyShift(doctorId: string, startHoursAgo: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emergencyShifts',
      headers: bearer(admin.token),
      payload: {
        doctorId,
        startsAt: new Date(Date.now() - startHoursAgo * hour).toISOString(),
        endsAt: new Date(Date.now() + 4 * hour).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  async function setUp(settings: Partial<Record<string, unknown>> = {}) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/twilioCalls/emergencyPhoneSettings',
      headers: bearer(admin.token),
      payload: {
        publicNumber: '02 9000 0000',
        fallbackNumber: '0400 000 999',
        ringSeconds: 15,
        noAnswerMessage: 'Nobody can take your call. Leave a message.',
        voicemail: true,
        ...settings,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await buildTestApp(
      { rateLimitLogin: 1000 },
      {
        PUBLIC_URL,
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+61480000000',
        TWILIO_API_URL: 'http://127.0.0.1:9',
      },
    );
    admin = await makeAccount(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from shifts`);
    await t.database.db.execute(sql`delete from emergency_calls`);
  });

  describe('settings', () => {
    it('starts from the defaults and tells the admin where to point Twilio', async () => {
      const res = await t.app.inject({
        url: '/api/v1/twilioCalls/emergencyPhoneSettings',
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        publicNumber: null,
        fallbackNumber: null,
        ringSeconds: 20,
        noAnswerMessage: DEFAULT_NO_ANSWER_MESSAGE,
        voicemail: true,
        twilioConfigured: true,
        voiceWebhookUrl: `${PUBLIC_URL}/api/v1/twilioCalls/voice/incoming`,
      });
    });

    it('stores numbers in E.164, lists who is on shift in ringing order, and audits the change', async () => {
      const early = await makeDoctor(t, { lastName: 'Zed', phone: '0411 111 111' });
      const late = await makeDoctor(t, { lastName: 'Abbott' });
      await emergencyShift(late.id, 1);
      await emergencyShift(early.id, 3);
      const saved = await setUp();
      expect(saved).toMatchObject({
        publicNumber: '+61290000000',
        fallbackNumber: '+61400000999',
        ringSeconds: 15,
      });
      expect(saved.onShiftNow).toEqual([
        { doctorId: early.id, firstName: early.firstName, lastName: 'Zed', hasPhone: true },
        { doctorId: late.id, firstName: late.firstName, lastName: 'Abbott', hasPhone: false },
      ]);
      const audit = await queryRows<{ actor_id: string }>(
        t.database.db,
        sql`select actor_id from audit_events where action = 'phone.settings_updated'`,
      );
      expect(audit.map((a) => a.actor_id)).toContain(admin.id);
    });

    it('refuses a number that is not Australian and a ring time out of range, with the reason', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/twilioCalls/emergencyPhoneSettings',
        headers: bearer(admin.token),
        payload: {
          publicNumber: '12345',
          fallbackNumber: null,
          ringSeconds: 2,
          noAnswerMessage: 'x',
          voicemail: true,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(
        new RegExp(`${phoneWords.numberInvalid}|${phoneWords.ringSeconds}`),
      );
    });

    it('is for admins only', async () => {
      const doctor = await makeDoctor(t);
      const patient = await makePatient(t);
      for (const who of [doctor, patient]) {
        const get = await t.app.inject({
          url: '/api/v1/twilioCalls/emergencyPhoneSettings',
          headers: bearer(who.token),
        });
        expect(get.statusCode).toBe(403);
      }
    });
  });

  describe('webhook signatures', () => {
    it('refuses an unsigned or wrongly signed call with 403 and stores nothing', async () => {
      const form = { CallSid: newSid(), From: '+61412000001', To: '+61290000000', CallStatus: 'ringing' };
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/v1/twilioCalls/voice/incoming',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(unsigned.statusCode).toBe(403);
      const wrongToken = await signedPost(t, 'incoming', form, 'not-the-token');
      expect(wrongToken.statusCode).toBe(403);
      expect(wrongToken.json().error.message).toBe(phoneWords.badSignature);
      // Signed, then altered on the way: the signature covers every field.
      const url = '/api/v1/twilioCalls/voice/incoming';
      const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${url}`, form);
      const altered = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams({ ...form, From: '+61412999999' }).toString(),
      });
      expect(altered.statusCode).toBe(403);
      expect(await queryRows(t.database.db, sql`select id from emergency_calls`)).toHaveLength(0);
    });

    it('answers a signed call with TwiML, and a replay of it with the same TwiML and one call', async () => {
      const doctor = await makeDoctor(t, { phone: '0411 222 333' });
      await emergencyShift(doctor.id, 1);
      await setUp();
      const form = { CallSid: newSid(), From: '+61412000002', To: '+61290000000', CallStatus: 'ringing' };
      const first = await signedPost(t, 'incoming', form);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/text\/xml/);
      // A doctor joins the shift between the two: the replay still follows the route fixed at first.
      const another = await makeDoctor(t, { phone: '0411 999 888' });
      await emergencyShift(another.id, 2);
      const replay = await signedPost(t, 'incoming', form);
      expect(replay.body).toBe(first.body);
      expect(dialled(first.body).numbers).toEqual(['+61411222333']);
      expect(await queryRows(t.database.db, sql`select id from emergency_calls`)).toHaveLength(1);
    });
  });

  describe('routing', () => {
    it('rings the fallback number when no doctor is on shift', async () => {
      await setUp();
      const res = await signedPost(t, 'incoming', {
        CallSid: newSid(),
        From: '+61412000003',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      const twiml = dialled(res.body);
      expect(twiml.numbers).toEqual(['+61400000999']);
      expect(res.body).toContain('timeout="15"');
    });

    it('goes straight to the message and voicemail with nobody on shift and no fallback', async () => {
      await setUp({ fallbackNumber: null });
      const res = await signedPost(t, 'incoming', {
        CallSid: newSid(),
        From: '+61412000004',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      const twiml = dialled(res.body);
      expect(twiml.numbers).toEqual([]);
      expect(twiml.says).toEqual(['Nobody can take your call. Leave a message.']);
      expect(twiml.records).toBe(true);
    });

    it('rings the next doctor when the first declines, then the fallback, then voicemail when all are busy', async () => {
      const first = await makeDoctor(t, { phone: '0411 000 001' });
      const second = await makeDoctor(t, { phone: '+61 411 000 002' });
      const noPhone = await makeDoctor(t);
      await emergencyShift(first.id, 3);
      await emergencyShift(second.id, 2);
      await emergencyShift(noPhone.id, 1);
      await setUp();
      const CallSid = newSid();
      const incoming = await signedPost(t, 'incoming', {
        CallSid,
        From: '+61412000005',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      const leg0 = dialled(incoming.body);
      expect(leg0.numbers).toEqual(['+61411000001']);
      expect(leg0.action).toBe(`${PUBLIC_URL}/api/v1/twilioCalls/voice/dial-result?leg=0`);

      // The first doctor declines: Twilio reports the leg busy.
      const afterDecline = await signedPost(t, 'dial-result?leg=0', { CallSid, DialCallStatus: 'busy' });
      expect(dialled(afterDecline.body).numbers).toEqual(['+61411000002']);
      const afterNoAnswer = await signedPost(t, 'dial-result?leg=1', {
        CallSid,
        DialCallStatus: 'no-answer',
      });
      expect(dialled(afterNoAnswer.body).numbers).toEqual(['+61400000999']);
      const afterFallbackBusy = await signedPost(t, 'dial-result?leg=2', { CallSid, DialCallStatus: 'busy' });
      const voicemail = dialled(afterFallbackBusy.body);
      expect(voicemail.numbers).toEqual([]);
      expect(voicemail.says).toEqual(['Nobody can take your call. Leave a message.']);
      expect(voicemail.records).toBe(true);

      // The voicemail arrives, then the call ends.
      const recorded = await signedPost(t, 'recording', {
        CallSid,
        RecordingSid: newSid('RE'),
        RecordingStatus: 'completed',
        RecordingDuration: '31',
      });
      expect(recorded.statusCode).toBe(200);
      await signedPost(t, 'status', { CallSid, CallStatus: 'completed', CallDuration: '95' });
      const log = await t.app.inject({
        url: '/api/v1/twilioCalls/fetchEmergencyCalls',
        headers: bearer(admin.token),
      });
      expect(log.json().items[0]).toMatchObject({
        outcome: 'voicemail',
        answeredBy: null,
        durationSeconds: 95,
        voicemail: { durationSeconds: 31 },
      });
    });

    it('says goodbye without recording when voicemail is off', async () => {
      await setUp({ fallbackNumber: null, voicemail: false });
      const res = await signedPost(t, 'incoming', {
        CallSid: newSid(),
        From: '+61412000006',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      expect(dialled(res.body).records).toBe(false);
      expect(res.body).toContain('<Hangup/>');
    });

    it('gives the call to the doctor who answers, once, however often Twilio says so', async () => {
      const doctor = await makeDoctor(t, { phone: '0411 000 010' });
      await emergencyShift(doctor.id, 1);
      await setUp();
      const CallSid = newSid();
      await signedPost(t, 'incoming', {
        CallSid,
        From: '+61412000007',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      const answered = await signedPost(t, 'dial-result?leg=0', { CallSid, DialCallStatus: 'completed' });
      expect(answered.body).toContain('<Hangup/>');
      // A replayed result for a later leg cannot take the call from the doctor who answered.
      await signedPost(t, 'dial-result?leg=1', { CallSid, DialCallStatus: 'completed' });
      const [row] = await queryRows<{ answered_by: string; answered_leg: number }>(
        t.database.db,
        sql`select answered_by, answered_leg from emergency_calls where call_sid = ${CallSid}`,
      );
      expect(row).toEqual({ answered_by: doctor.id, answered_leg: 0 });
    });
  });

  describe('status callbacks', () => {
    it('keeps "completed" when a late "ringing" or "in-progress" arrives after it, and a replay changes nothing', async () => {
      await setUp();
      const CallSid = newSid();
      await signedPost(t, 'incoming', {
        CallSid,
        From: '+61412000008',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      await signedPost(t, 'status', { CallSid, CallStatus: 'completed', CallDuration: '42' });
      await signedPost(t, 'status', { CallSid, CallStatus: 'ringing' });
      await signedPost(t, 'status', { CallSid, CallStatus: 'in-progress' });
      const replay = await signedPost(t, 'status', { CallSid, CallStatus: 'no-answer', CallDuration: '0' });
      expect(replay.statusCode).toBe(200);
      const [row] = await queryRows<{ status: string; duration_seconds: number }>(
        t.database.db,
        sql`select status, duration_seconds from emergency_calls where call_sid = ${CallSid}`,
      );
      expect(row).toEqual({ status: 'completed', duration_seconds: 42 });
    });

    it('moves a call forward through its statuses in order', async () => {
      await setUp();
      const CallSid = newSid();
      await signedPost(t, 'incoming', {
        CallSid,
        From: '+61412000009',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      await signedPost(t, 'status', { CallSid, CallStatus: 'in-progress' });
      const [during] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from emergency_calls where call_sid = ${CallSid}`,
      );
      expect(during?.status).toBe('in-progress');
    });
  });

  describe('the call log', () => {
    it('shows admins every call and a doctor only the calls they answered, with the matching patient', async () => {
      const answering = await makeDoctor(t, { phone: '0411 000 020' });
      const other = await makeDoctor(t, { phone: '0411 000 021' });
      const patient = await makePatient(t, { phone: '0412 000 030' });
      await emergencyShift(answering.id, 2);
      await emergencyShift(other.id, 1);
      await setUp();
      // Call one: the patient calls; the first doctor answers.
      const one = newSid();
      await signedPost(t, 'incoming', {
        CallSid: one,
        From: '+61412000030',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      await signedPost(t, 'dial-result?leg=0', { CallSid: one, DialCallStatus: 'completed' });
      await signedPost(t, 'status', { CallSid: one, CallStatus: 'completed', CallDuration: '300' });
      // Call two: an unknown caller; the second doctor answers.
      const two = newSid();
      await signedPost(t, 'incoming', {
        CallSid: two,
        From: '+61412000031',
        To: '+61290000000',
        CallStatus: 'ringing',
      });
      await signedPost(t, 'dial-result?leg=0', { CallSid: two, DialCallStatus: 'no-answer' });
      await signedPost(t, 'dial-result?leg=1', { CallSid: two, DialCallStatus: 'completed' });

      const list = (token: string, query = '') =>
        t.app.inject({ url: `/api/v1/twilioCalls/fetchEmergencyCalls${query}`, headers: bearer(token) });

      const all = (await list(admin.token)).json();
      expect(all.total).toBe(2);
      expect(all.items).toHaveLength(2);

      const mine = (await list(answering.token)).json();
      expect(mine.total).toBe(1);
      expect(mine.items[0]).toMatchObject({
        callerNumber: '+61412000030',
        outcome: 'answered',
        durationSeconds: 300,
        answeredBy: { id: answering.id },
        patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
      });
      const theirs = (await list(other.token)).json();
      expect(theirs.items.map((c: { callerNumber: string }) => c.callerNumber)).toEqual(['+61412000031']);
      expect(theirs.items[0].patient).toBeNull();

      const paged = (await list(admin.token, '?page=2&pageSize=1')).json();
      expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2 });
      expect(paged.items).toHaveLength(1);

      for (const role of ['patient', 'nurse', 'companyAdmin', 'instantDoctor'] as const) {
        const who = role === 'patient' ? patient : await makeAccount(t, role);
        expect((await list(who.token)).statusCode).toBe(403);
      }
      expect((await list(admin.token, '?pageSize=500')).statusCode).toBe(400);
    });
  });
});

describe('the emergency line without Twilio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('has no webhook to call, and the settings say Twilio is not set up', async () => {
    const res = await signedPost(t, 'incoming', {
      CallSid: newSid(),
      From: '+61412000040',
      To: '+61290000000',
      CallStatus: 'ringing',
    });
    expect(res.statusCode).toBe(404);
    const admin = await makeAccount(t, 'admin');
    const settings = await t.app.inject({
      url: '/api/v1/twilioCalls/emergencyPhoneSettings',
      headers: bearer(admin.token),
    });
    expect(settings.json().twilioConfigured).toBe(false);
  });
});
