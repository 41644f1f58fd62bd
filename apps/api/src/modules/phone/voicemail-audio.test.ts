import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { standInTwilio, TWILIO_KEYS } from '../../../test/twilio-stand-in';
import { LocalFileStorage } from '../../platform/storage/file-storage';
import { fetchVoicemails } from './fetch-voicemails';

const PUBLIC_URL = 'https://curo.example.com.au';
/** An MP3 as Twilio sends one: an ID3 tag, then frames. */
const MP3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000', 'latin1'), Buffer.alloc(2000, 0x55)]);

let n = 0;
const sid = (prefix: string) => `${prefix}${(++n).toString(16).padStart(32, '0')}`;

/** Voicemails fetched from Twilio, stored privately and played from the call log (decision 0063, update). */
describe('emergency line voicemails', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof standInTwilio>>;
  let dataDir: string;
  let admin: Account;

  function signedPost(hook: string, form: Record<string, string>) {
    const url = `/api/v1/twilioCalls/voice/${hook}`;
    const signature = twilio.getExpectedTwilioSignature(
      TWILIO_KEYS.TWILIO_AUTH_TOKEN,
      `${PUBLIC_URL}${url}`,
      form,
    );
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(form).toString(),
    });
  }

  const sweep = () =>
    fetchVoicemails({
      db: t.database.db,
      storage: new LocalFileStorage(path.join(dataDir, 'files')),
      twilio: t.config.twilio,
    });

  /** A call from `from` that nobody is on shift for: straight to voicemail, which Twilio then reports. */
  async function voicemailCall(from: string) {
    const CallSid = sid('CA');
    const RecordingSid = sid('RE');
    const incoming = await signedPost('incoming', {
      CallSid,
      From: from,
      To: '+61290000000',
      CallStatus: 'ringing',
    });
    expect(incoming.statusCode, incoming.body).toBe(200);
    const recorded = await signedPost('recording', {
      CallSid,
      RecordingSid,
      RecordingStatus: 'completed',
      RecordingDuration: '12',
      RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_KEYS.TWILIO_ACCOUNT_SID}/Recordings/${RecordingSid}`,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    return { CallSid, RecordingSid };
  }

  const log = async (token: string) => {
    const res = await t.app.inject({
      url: '/api/v1/twilioCalls/fetchEmergencyCalls',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as { id: string; voicemail: Record<string, unknown> | null }[];
  };

  beforeAll(async () => {
    standIn = await standInTwilio();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-voicemail-'));
    t = await buildTestApp(
      { rateLimitLogin: 1000 },
      { PUBLIC_URL, DATA_DIR: dataDir, ...standIn.env, TWILIO_FROM: '+61480000000' },
    );
    admin = await makeAccount(t, 'admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/twilioCalls/emergencyPhoneSettings',
      headers: bearer(admin.token),
      payload: {
        publicNumber: '02 9000 0000',
        fallbackNumber: null,
        ringSeconds: 15,
        voicemail: true,
        noAnswerMessage: 'Leave a message.',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the webhook at once, fetches the audio in the sweep (retrying a failure) and lists it as available', async () => {
    const patient = await makePatient(t, { phone: '0412 555 001' });
    const { RecordingSid } = await voicemailCall('+61412555001');
    // Answered before any download: the stand-in has not been asked yet.
    expect(standIn.recordingRequests).not.toContain(RecordingSid);
    const [pending] = await log(admin.token);
    expect(pending?.voicemail).toEqual({ durationSeconds: 12, available: false, downloadPath: null });

    standIn.recordings.set(RecordingSid, MP3);
    standIn.failures.next = 1;
    expect(await sweep()).toEqual({ stored: 0, failed: 1 });
    expect((await log(admin.token))[0]?.voicemail).toMatchObject({ available: false });
    expect(await sweep()).toEqual({ stored: 1, failed: 0 });
    expect(standIn.recordingRequests.filter((r) => r === RecordingSid)).toHaveLength(2);
    expect(await sweep()).toEqual({ stored: 0, failed: 0 });

    const [call] = await log(admin.token);
    const downloadPath = `/api/v1/twilioCalls/emergencyCalls/${call?.id}/voicemail`;
    expect(call?.voicemail).toEqual({ durationSeconds: 12, available: true, downloadPath });

    // The admin plays it, as an <audio> element would: the token in the query.
    const played = await t.app.inject({ url: `${downloadPath}?access_token=${admin.token}` });
    expect(played.statusCode, played.body).toBe(200);
    expect(played.headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(played.headers['cache-control']).toBe('private, no-store');
    expect(played.rawPayload.equals(MP3)).toBe(true);
    const views = await queryRows<{ actor_id: string; subject_user_id: string }>(
      t.database.db,
      sql`select actor_id, subject_user_id from audit_events
        where action = 'patient.record_viewed' and record_type = 'voicemail' and record_id = ${call?.id ?? ''}`,
    );
    expect(views).toEqual([{ actor_id: admin.id, subject_user_id: patient.id }]);

    // A doctor who did not answer it, the caller themself and a nurse get 404.
    const doctor = await makeDoctor(t);
    const nurse = await makeAccount(t, 'nurse');
    for (const token of [doctor.token, patient.token, nurse.token]) {
      const refused = await t.app.inject({ url: downloadPath, headers: bearer(token) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ url: downloadPath })).statusCode).toBe(401);
  });

  it('audits a play of an unknown caller’s voicemail as phone.voicemail_played', async () => {
    const { RecordingSid } = await voicemailCall('+61299998888');
    standIn.recordings.set(RecordingSid, MP3);
    await sweep();
    const call = (await log(admin.token)).find((c) => c.voicemail?.available && c.id);
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from emergency_calls where recording_sid = ${RecordingSid}`,
    );
    const id = rows[0]?.id ?? '';
    expect(call).toBeDefined();
    const played = await t.app.inject({
      url: `/api/v1/twilioCalls/emergencyCalls/${id}/voicemail`,
      headers: bearer(admin.token),
    });
    expect(played.statusCode, played.body).toBe(200);
    const audited = await queryRows<{ action: string; subject_user_id: string | null }>(
      t.database.db,
      sql`select action, subject_user_id from audit_events where record_type = 'voicemail' and record_id = ${id}`,
    );
    expect(audited).toEqual([{ action: 'phone.voicemail_played', subject_user_id: null }]);
  });

  it('does not store what is not an MP3, and gives up after repeated failures', async () => {
    const { RecordingSid } = await voicemailCall('+61299997777');
    standIn.recordings.set(RecordingSid, Buffer.from('<html>not audio</html>'));
    for (let i = 0; i < 10; i++) await sweep();
    const before = standIn.recordingRequests.filter((r) => r === RecordingSid).length;
    await sweep();
    expect(standIn.recordingRequests.filter((r) => r === RecordingSid)).toHaveLength(before);
    const rows = await queryRows<{ voicemail_storage_key: string | null; voicemail_fetch_attempts: number }>(
      t.database.db,
      sql`select voicemail_storage_key, voicemail_fetch_attempts from emergency_calls where recording_sid = ${RecordingSid}`,
    );
    expect(rows).toEqual([{ voicemail_storage_key: null, voicemail_fetch_attempts: 10 }]);
  });

  it('refuses an unsigned recording callback with 403 and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/twilioCalls/voice/recording',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        CallSid: sid('CA'),
        RecordingSid: sid('RE'),
        RecordingStatus: 'completed',
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });
});
