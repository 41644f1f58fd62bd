import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@curo/core/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2044)]);

/** The consult room's recordings, listed and downloaded through the file store under the room's rule. */
describe('call recordings through /fileUploads and /containers', () => {
  let t: TestApp;
  let dataDir: string;
  let clinic: Clinic;
  let stranger: string;
  let consultId: string;
  let recordingId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST', url: string, token: string, payload?: object, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-rec-files-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    clinic = await makeClinic(t);
    stranger = (await signUpPatient(t)).accessToken;
    // Mia's consult with Dr Raman, moved to now so its call is open; both join; she agrees; he records.
    const [startsAt = ''] = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
    consultId = (await bookAppointment(t, clinic.patient.token, { doctorId: clinic.doctor.id, startsAt })).id;
    await ok('POST', `/appointments/${consultId}/adminEdit`, clinic.admin.token, {
      startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      duration: 15,
    });
    await ok('POST', `/appointments/${consultId}/enterChimeMeeting`, clinic.doctor.token);
    await ok('POST', `/appointments/${consultId}/enterChimeMeeting`, clinic.patient.token);
    const asked = await ok(
      'POST',
      `/appointments/${consultId}/recording-requests`,
      clinic.doctor.token,
      undefined,
      201,
    );
    await ok(
      'POST',
      `/appointments/${consultId}/recording-requests/${asked.requestId}/answer`,
      clinic.patient.token,
      {
        agree: true,
      },
    );
    recordingId = (
      await ok('POST', `/appointments/${consultId}/recordings`, clinic.doctor.token, undefined, 201)
    ).recordingId;
    const chunk = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/fileUploads/call-recordings/${recordingId}/chunks/0`,
      headers: { ...bearer(clinic.doctor.token), 'content-type': 'video/webm' },
      payload: WEBM,
    });
    expect(chunk.statusCode, chunk.body).toBe(200);
    await ok('POST', `/appointments/${consultId}/recordings/${recordingId}/stop`, clinic.doctor.token);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the recording for its doctor and admins; the patient sees none; strangers 404', async () => {
    const url = `/fileUploads/call-recordings?appointmentId=${consultId}`;
    for (const token of [clinic.doctor.token, clinic.admin.token]) {
      const { files } = await ok('GET', url, token);
      expect(files).toEqual([
        expect.objectContaining({
          id: recordingId,
          kind: 'call-recordings',
          contentType: 'video/webm',
          sizeBytes: WEBM.length,
          patientId: clinic.patient.id,
          uploadedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
          downloadPath: `/api/v1/fileUploads/call-recordings/${recordingId}`,
        }),
      ]);
      expect(files[0].fileName).toMatch(/^call-recording-\d{4}-\d{2}-\d{2}\.webm$/);
    }
    expect((await ok('GET', url, clinic.patient.token)).files).toEqual([]);
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
  });

  it('downloads from the container as an attachment, audited; the patient and others get 404', async () => {
    const res = await call('GET', `/containers/call-recordings/download/${recordingId}`, clinic.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^video\/webm/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="call-recording-/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(WEBM)).toBe(true);
    for (const token of [clinic.patient.token, stranger, clinic.nurse.token]) {
      const refused = await call('GET', `/containers/call-recordings/download/${recordingId}`, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe(ErrorCode.NOT_FOUND);
    }
    const plays = await queryRows<{ actor_id: string; subject_user_id: string }>(
      t.database.db,
      sql`select actor_id, subject_user_id from audit_events
        where action = 'patient.record_viewed' and record_type = 'call_recording' and record_id = ${recordingId}`,
    );
    expect(plays).toEqual([{ actor_id: clinic.admin.id, subject_user_id: clinic.patient.id }]);
  });
});
