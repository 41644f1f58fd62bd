import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@curo/core/errors';
import { RECORDING_CHUNK_MAX_BYTES, recordingMessages } from '@curo/core/room';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { type Account, makeAccount, makeDoctor } from '../../../test/accounts';
import { advance, bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { eventually } from '../../../test/eventually';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { connect, eventOf, type RealtimeClient } from '../../../test/realtime-client';

const MINUTE = 60_000;
const WEBM_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** A first chunk as MediaRecorder makes one: the EBML header, then media. */
const firstChunk = (size = 2048) => Buffer.concat([WEBM_HEADER, randomBytes(size - WEBM_HEADER.length)]);
/** A later chunk: clusters of media, no header. */
const laterChunk = (size = 2048) => randomBytes(size);

describe('recording a consult’s call', () => {
  let t: TestApp;
  let dataDir: string;
  let clinic: Clinic;
  /** Dr Silva and Nurse Park join consults as participants with their accounts. */
  let colleague: Account;
  let nurse2: Account;
  let stranger: { token: string };
  let starts: string[] = [];
  let next = 0;
  /** Consults moved to "now" each take a 20-minute slot further back, so none overlap. */
  let back = 0;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-recordings-'));
    t = await buildTestApp({ rateLimitLogin: 10_000 }, { DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Mia Nguyen (patient), Dr Priya Raman (a Sydney GP), Tom O'Connor (nurse), Sam Taylor (admin).
    clinic = await makeClinic(t);
    colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    nurse2 = await makeAccount(t, 'nurse', { firstName: 'Nina', lastName: 'Park' });
    stranger = { token: (await signUpPatient(t)).accessToken };
    starts = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST', url: string, token: string, payload?: object, status = 200) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const refused = async (
    res: Awaited<ReturnType<typeof call>>,
    status: number,
    code: string,
    message?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    if (message) expect(res.json().error.message).toBe(message);
  };

  const ask = (id: string, token = clinic.doctor.token) =>
    call('POST', `/appointments/${id}/recording-requests`, token);
  const answer = (id: string, requestId: string, agree: boolean, token = clinic.patient.token) =>
    call('POST', `/appointments/${id}/recording-requests/${requestId}/answer`, token, { agree });
  const start = (id: string, token = clinic.doctor.token) =>
    call('POST', `/appointments/${id}/recordings`, token);
  const stop = (id: string, recordingId: string, token = clinic.doctor.token) =>
    call('POST', `/appointments/${id}/recordings/${recordingId}/stop`, token);
  const list = (id: string, token: string) => ok('GET', `/appointments/${id}/recordings`, token);
  const putChunk = (
    recordingId: string,
    index: number,
    bytes: Buffer,
    { token = clinic.doctor.token, type = 'video/webm;codecs=vp8,opus' } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/fileUploads/call-recordings/${recordingId}/chunks/${index}`,
      headers: { ...bearer(token), 'content-type': type },
      payload: bytes,
    });
  const play = (recordingId: string, token: string) =>
    t.app.inject({ url: `/api/v1/fileUploads/call-recordings/${recordingId}`, headers: bearer(token) });
  const enter = (id: string, token: string) => ok('POST', `/appointments/${id}/enterChimeMeeting`, token);
  const leave = (id: string, token: string) => ok('POST', `/appointments/${id}/leaveMeeting`, token);
  const history = async (id: string) =>
    (await ok('GET', `/appointments/details/${id}/history`, clinic.doctor.token)).history as Array<{
      action: string;
      actorName: string | null;
      details: Record<string, unknown>;
    }>;

  /** A consult of Mia's (or booked by `token` with `fields`) with Dr Raman, moved to start now: its call is open. */
  async function openConsult(
    token = clinic.patient.token,
    fields: { patientId?: string; familyMemberId?: string } = {},
  ) {
    const startsAt = starts[next++];
    if (!startsAt) throw new Error('out of slots');
    const booked = await bookAppointment(t, token, { doctorId: clinic.doctor.id, startsAt, ...fields });
    const now = new Date(Date.now() + 5 * MINUTE - back++ * 20 * MINUTE).toISOString();
    await ok('POST', `/appointments/${booked.id}/adminEdit`, clinic.admin.token, {
      startsAt: now,
      duration: 15,
    });
    return booked.id as string;
  }

  /** A consult in progress with Dr Raman and Mia in its call (the doctor's entry started it). */
  async function consultInCall() {
    const id = await openConsult();
    await enter(id, clinic.doctor.token);
    await enter(id, clinic.patient.token);
    return id;
  }

  /** Asks, Mia agrees, and Dr Raman starts: the recording. */
  async function recording(id: string) {
    const request = (await ask(id)).json();
    expect((await answer(id, request.requestId, true)).statusCode).toBe(200);
    const res = await start(id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { recordingId: string; status: string };
  }

  async function addParticipant(id: string, person: Account, role: 'doctor' | 'nurse') {
    await ok(
      'POST',
      '/participants',
      clinic.patient.token,
      { appointmentId: id, name: `${person.firstName} ${person.lastName}`, role, userId: person.id },
      201,
    );
  }

  it('never records before the patient agrees: asked, declined, asked again, agreed, started, stopped', async () => {
    const id = await consultInCall();
    await refused(await start(id), 409, ErrorCode.RECORDING_NOT_AGREED);

    const asked = await ask(id);
    expect(asked.statusCode).toBe(201);
    const first = asked.json();
    expect(first).toMatchObject({
      appointmentId: id,
      status: 'pending',
      requestedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
      answeredBy: null,
      recordingId: null,
    });
    // Asking again while Mia has not answered is the same question.
    const again = await ask(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().requestId).toBe(first.requestId);
    await refused(await start(id), 409, ErrorCode.RECORDING_NOT_AGREED);

    const declined = await answer(id, first.requestId, false);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      answeredBy: { userId: clinic.patient.id, name: 'Mia Nguyen' },
    });
    // The same answer again changes nothing; another answer is refused: the doctor must ask again.
    expect((await answer(id, first.requestId, false)).statusCode).toBe(200);
    await refused(await answer(id, first.requestId, true), 409, ErrorCode.RECORDING_ANSWERED);
    await refused(await start(id), 409, ErrorCode.RECORDING_NOT_AGREED);

    const second = (await ask(id)).json();
    expect(second.requestId).not.toBe(first.requestId);
    expect((await answer(id, second.requestId, true)).json()).toMatchObject({ status: 'agreed' });
    // An agreement not yet used still stands: asking answers it.
    expect((await ask(id)).json()).toMatchObject({ requestId: second.requestId, status: 'agreed' });

    const started = await start(id);
    expect(started.statusCode, started.body).toBe(201);
    const rec = started.json();
    expect(rec).toMatchObject({
      appointmentId: id,
      requestId: second.requestId,
      recordedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
      status: 'recording',
      stopReason: null,
      contentType: null,
      chunks: 0,
      sizeBytes: 0,
      durationSeconds: 0,
    });
    await refused(await start(id), 409, ErrorCode.RECORDING_IN_PROGRESS);
    await refused(await ask(id), 409, ErrorCode.RECORDING_IN_PROGRESS);

    const stopped = await stop(id, rec.recordingId);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      status: 'finished',
      stopReason: 'stopped',
      stoppedAt: expect.any(String),
    });
    // Stopping again answers it as it is; the agreement allowed that one recording only.
    expect((await stop(id, rec.recordingId)).json()).toMatchObject({ stopReason: 'stopped' });
    await refused(await start(id), 409, ErrorCode.RECORDING_NOT_AGREED);

    const steps = (await history(id)).filter((e) => e.action.endsWith('Recording'));
    expect(steps).toEqual([
      expect.objectContaining({
        action: 'requestRecording',
        actorName: 'Priya Raman',
        details: { requestId: first.requestId },
      }),
      expect.objectContaining({
        action: 'answerRecording',
        actorName: 'Mia Nguyen',
        details: { requestId: first.requestId, answer: 'declined' },
      }),
      expect.objectContaining({ action: 'requestRecording', details: { requestId: second.requestId } }),
      expect.objectContaining({
        action: 'answerRecording',
        details: { requestId: second.requestId, answer: 'agreed' },
      }),
      expect.objectContaining({
        action: 'startRecording',
        actorName: 'Priya Raman',
        details: { recordingId: rec.recordingId, requestId: second.requestId },
      }),
      expect.objectContaining({
        action: 'stopRecording',
        actorName: 'Priya Raman',
        details: {
          recordingId: rec.recordingId,
          reason: 'stopped',
          chunks: 0,
          sizeBytes: 0,
          durationSeconds: 0,
        },
      }),
    ]);
  });

  it('lets only the consult’s doctor ask, start and stop, and only its patient answer', async () => {
    const id = await openConsult(clinic.nurse.token, { patientId: clinic.patient.id });
    await addParticipant(id, colleague, 'doctor');
    await addParticipant(id, nurse2, 'nurse');
    for (const token of [clinic.doctor.token, clinic.patient.token, clinic.nurse.token, colleague.token])
      await enter(id, token);

    // The patient, the nurse who booked it and a participant doctor are in the consult: 403.
    for (const token of [clinic.patient.token, clinic.nurse.token, colleague.token]) {
      await refused(await ask(id, token), 403, ErrorCode.FORBIDDEN, recordingMessages.doctorOnly);
      await refused(await start(id, token), 403, ErrorCode.FORBIDDEN, recordingMessages.doctorOnly);
    }
    // An admin sees the consult but takes no part in its call; a stranger learns nothing.
    await refused(await ask(id, clinic.admin.token), 403, ErrorCode.FORBIDDEN);
    await refused(await ask(id, stranger.token), 404, ErrorCode.NOT_FOUND);

    const request = (await ask(id)).json();
    for (const token of [clinic.doctor.token, clinic.nurse.token, colleague.token])
      await refused(
        await answer(id, request.requestId, true, token),
        403,
        ErrorCode.FORBIDDEN,
        recordingMessages.patientOnly,
      );
    await refused(await answer(id, request.requestId, true, clinic.admin.token), 403, ErrorCode.FORBIDDEN);
    await refused(await answer(id, request.requestId, true, stranger.token), 404, ErrorCode.NOT_FOUND);
    // A request of another consult is not this one's.
    const elsewhere = await consultInCall();
    const otherRequest = (await ask(elsewhere)).json();
    await refused(await answer(id, otherRequest.requestId, true), 404, ErrorCode.NOT_FOUND);

    await answer(id, request.requestId, true);
    const rec = (await start(id)).json();
    for (const token of [clinic.patient.token, clinic.nurse.token, colleague.token])
      await refused(await stop(id, rec.recordingId, token), 403, ErrorCode.FORBIDDEN);
    await refused(await stop(id, rec.recordingId, stranger.token), 404, ErrorCode.NOT_FOUND);
    await refused(await stop(elsewhere, rec.recordingId), 404, ErrorCode.NOT_FOUND);
    expect((await stop(id, rec.recordingId)).statusCode).toBe(200);
  });

  it('lets the account holder answer for a family member', async () => {
    const child = await ok(
      'POST',
      '/familyMembers',
      clinic.patient.token,
      { firstName: 'Lily', lastName: 'Nguyen', dateOfBirth: '2018-03-14', relationship: 'child' },
      201,
    );
    const id = await openConsult(clinic.patient.token, { familyMemberId: child.id });
    await enter(id, clinic.doctor.token);
    await enter(id, clinic.patient.token);
    expect((await recording(id)).status).toBe('recording');
  });

  it('asks, answers and starts only while the consult is in progress with both in its call', async () => {
    const id = await openConsult();
    await enter(id, clinic.patient.token);
    // Scheduled: the doctor has not entered, so the consult has not started.
    await refused(await ask(id), 409, ErrorCode.INVALID_STATE, recordingMessages.notInProgress);
    await enter(id, clinic.doctor.token);
    const request = (await ask(id)).json();
    await leave(id, clinic.patient.token);
    await refused(
      await answer(id, request.requestId, true),
      409,
      ErrorCode.NOT_IN_CALL,
      recordingMessages.answerNotInCall,
    );
    await enter(id, clinic.patient.token);
    await answer(id, request.requestId, true);
    // The patient must be there to see the indicator; the doctor must be there to record.
    await leave(id, clinic.patient.token);
    await refused(await start(id), 409, ErrorCode.NOT_IN_CALL, recordingMessages.patientNotInCall);
    await enter(id, clinic.patient.token);
    await leave(id, clinic.doctor.token);
    await refused(await start(id), 409, ErrorCode.NOT_IN_CALL, recordingMessages.doctorNotInCall);
    await refused(await ask(id), 409, ErrorCode.NOT_IN_CALL);
    await enter(id, clinic.doctor.token);
    expect((await start(id)).statusCode).toBe(201);
    // Declining needs neither: once the consult has ended, a pending question can still be turned down.
    const ended = await consultInCall();
    const late = (await ask(ended)).json();
    await advance(t, ended, 'end', clinic.doctor.token);
    await refused(await answer(ended, late.requestId, true), 409, ErrorCode.INVALID_STATE);
    expect((await answer(ended, late.requestId, false)).json()).toMatchObject({ status: 'declined' });
  });

  it('takes chunks in order from the doctor recording: a retry changes nothing, a gap, a wrong type or size is refused', async () => {
    const id = await consultInCall();
    const { recordingId } = await recording(id);
    const chunks = [firstChunk(3000), laterChunk(5000), laterChunk(1234)];

    // The first chunk must be WebM.
    await refused(
      await putChunk(recordingId, 0, laterChunk()),
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      recordingMessages.chunkNotWebm,
    );
    await refused(
      await putChunk(recordingId, 0, firstChunk(), { type: 'application/octet-stream' }),
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      recordingMessages.chunkType,
    );
    await refused(await putChunk(recordingId, 0, Buffer.alloc(0)), 400, ErrorCode.VALIDATION_ERROR);
    await refused(await putChunk(recordingId, 1, chunks[1] as Buffer), 409, ErrorCode.RECORDING_CHUNK_GAP);

    const stored = await putChunk(recordingId, 0, chunks[0] as Buffer);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({
      chunks: 1,
      sizeBytes: 3000,
      contentType: 'video/webm',
      status: 'recording',
    });
    // The same chunk again (a retry after a lost answer) is taken without change.
    expect((await putChunk(recordingId, 0, chunks[0] as Buffer)).json()).toMatchObject({
      chunks: 1,
      sizeBytes: 3000,
    });
    await refused(await putChunk(recordingId, 2, chunks[2] as Buffer), 409, ErrorCode.RECORDING_CHUNK_GAP);
    // Every chunk comes as the type the first fixed.
    await refused(
      await putChunk(recordingId, 1, chunks[1] as Buffer, { type: 'audio/webm' }),
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    );
    expect((await putChunk(recordingId, 1, chunks[1] as Buffer, { type: 'video/webm' })).statusCode).toBe(
      200,
    );
    const tooBig = await putChunk(recordingId, 2, laterChunk(RECORDING_CHUNK_MAX_BYTES + 1));
    await refused(tooBig, 413, ErrorCode.PAYLOAD_TOO_LARGE);
    expect((await putChunk(recordingId, 2, chunks[2] as Buffer)).json()).toMatchObject({
      chunks: 3,
      sizeBytes: 9234,
    });

    // Nobody else adds to it: not the patient, not an admin, not another doctor.
    for (const token of [clinic.patient.token, clinic.admin.token, colleague.token, stranger.token])
      await refused(await putChunk(recordingId, 3, laterChunk(), { token }), 404, ErrorCode.NOT_FOUND);
    await refused(
      await putChunk('00000000-0000-4000-8000-000000000000', 0, firstChunk()),
      404,
      ErrorCode.NOT_FOUND,
    );

    await stop(id, recordingId);
    await refused(await putChunk(recordingId, 3, laterChunk()), 409, ErrorCode.RECORDING_STOPPED);
    // A retry of a chunk stored before the stop is still fine.
    expect((await putChunk(recordingId, 2, chunks[2] as Buffer)).statusCode).toBe(200);
    const rows = await queryRows<{ index: number; storage_key: string }>(
      t.database.db,
      sql`select index, storage_key from consult_recording_chunks where recording_id = ${recordingId} order by index`,
    );
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    // Stored privately: under DATA_DIR, never in a public folder, never named in an answer.
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^recordings\/[0-9a-f-]{36}\.webm$/);
      expect(fs.existsSync(path.join(dataDir, 'files', row.storage_key))).toBe(true);
    }
    expect(JSON.stringify(await list(id, clinic.doctor.token))).not.toContain('recordings/');
  });

  it('plays the chunks back as one file, to the doctor who recorded it and admins only, auditing every play', async () => {
    const id = await consultInCall();
    await addParticipant(id, colleague, 'doctor');
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = Date.now();
    vi.setSystemTime(startedAt);
    const { recordingId } = await recording(id);
    const chunks = [firstChunk(4096), laterChunk(10_000), laterChunk(777)];
    for (const [index, bytes] of chunks.entries()) {
      vi.setSystemTime(startedAt + (index + 1) * 5000);
      expect((await putChunk(recordingId, index, bytes, { type: 'audio/webm' })).statusCode).toBe(200);
    }
    vi.useRealTimers();

    for (const token of [clinic.doctor.token, clinic.admin.token]) {
      const res = await play(recordingId, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/webm');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['accept-ranges']).toBe('none');
      expect(res.headers['content-length']).toBe(String(4096 + 10_000 + 777));
      expect(res.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
    }
    // The patient, another doctor in the consult and a stranger: as if it did not exist.
    for (const token of [clinic.patient.token, colleague.token, stranger.token])
      await refused(
        await play(recordingId, token),
        404,
        ErrorCode.NOT_FOUND,
        recordingMessages.recordingNotFound,
      );

    const plays = await queryRows<{
      actor_id: string;
      subject_user_id: string;
      details: { appointmentId: string };
    }>(
      t.database.db,
      sql`select actor_id, subject_user_id, details from audit_events
        where action = 'patient.record_viewed' and record_type = 'call_recording' and record_id = ${recordingId}
        order by created_at`,
    );
    expect(plays.map((p) => p.actor_id)).toEqual([clinic.doctor.id, clinic.admin.id]);
    expect(
      plays.every((p) => p.subject_user_id === clinic.patient.id && p.details.appointmentId === id),
    ).toBe(true);

    // The list: who, when, how long (start to last chunk), how big, to those who may play it.
    const expected = {
      recordingId,
      recordedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
      status: 'recording',
      contentType: 'audio/webm',
      startedAt: new Date(startedAt).toISOString(),
      firstChunkAt: new Date(startedAt + 5000).toISOString(),
      lastChunkAt: new Date(startedAt + 15_000).toISOString(),
      durationSeconds: 15,
      chunks: 3,
      sizeBytes: 4096 + 10_000 + 777,
    };
    for (const token of [clinic.doctor.token, clinic.admin.token])
      expect((await list(id, token)).recordings).toEqual([expect.objectContaining(expected)]);
    // Everyone in the consult sees that it is being recorded, but plays nothing.
    for (const token of [clinic.patient.token, colleague.token]) {
      const seen = await list(id, token);
      expect(seen.active).toMatchObject({ recordingId, status: 'recording' });
      expect(seen.recordings).toEqual([]);
    }
    await refused(
      await call('GET', `/appointments/${id}/recordings`, stranger.token),
      404,
      ErrorCode.NOT_FOUND,
    );
    // Nothing recorded yet: nothing to play.
    const empty = await consultInCall();
    const bare = await recording(empty);
    await refused(
      await play(bare.recordingId, clinic.doctor.token),
      404,
      ErrorCode.NOT_FOUND,
      recordingMessages.nothingRecorded,
    );
  });

  it('stops when the consult ends, the doctor leaves or goes quiet, or the patient withdraws', async () => {
    // The doctor ends the consult while recording.
    const ended = await consultInCall();
    const first = await recording(ended);
    await putChunk(first.recordingId, 0, firstChunk());
    await advance(t, ended, 'end', clinic.doctor.token);
    const afterEnd = await list(ended, clinic.doctor.token);
    expect(afterEnd.active).toBeNull();
    expect(afterEnd.recordings).toEqual([
      expect.objectContaining({ status: 'finished', stopReason: 'notInProgress' }),
    ]);
    await refused(await putChunk(first.recordingId, 1, laterChunk()), 409, ErrorCode.RECORDING_STOPPED);
    expect((await history(ended)).find((e) => e.action === 'stopRecording')).toMatchObject({
      actorName: null,
      details: { recordingId: first.recordingId, reason: 'notInProgress', chunks: 1 },
    });

    // The doctor leaves the call.
    const left = await consultInCall();
    const second = await recording(left);
    await leave(left, clinic.doctor.token);
    expect((await list(left, clinic.doctor.token)).recordings).toEqual([
      expect.objectContaining({ recordingId: second.recordingId, stopReason: 'left' }),
    ]);

    // Nothing seen of the doctor for a minute (a crashed browser): the next chunk finds it stopped.
    const quiet = await consultInCall();
    const third = await recording(quiet);
    expect((await putChunk(third.recordingId, 0, firstChunk())).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await refused(await putChunk(third.recordingId, 1, laterChunk()), 409, ErrorCode.RECORDING_STOPPED);
    vi.useRealTimers();
    expect((await list(quiet, clinic.doctor.token)).recordings).toEqual([
      expect.objectContaining({ stopReason: 'left', chunks: 1 }),
    ]);

    // The patient says no after yes: the recording stops at once.
    const withdrawn = await consultInCall();
    const fourth = await recording(withdrawn);
    const request = (await list(withdrawn, clinic.patient.token)).active.requestId as string;
    expect((await answer(withdrawn, request, false)).json()).toMatchObject({
      status: 'withdrawn',
      recordingId: fourth.recordingId,
    });
    expect((await list(withdrawn, clinic.doctor.token)).recordings).toEqual([
      expect.objectContaining({ stopReason: 'withdrawn' }),
    ]);
    expect((await history(withdrawn)).filter((e) => e.action === 'stopRecording')).toEqual([
      expect.objectContaining({
        actorName: 'Mia Nguyen',
        details: expect.objectContaining({ reason: 'withdrawn' }),
      }),
    ]);
    // Once its recording has finished, an agreement can no longer be withdrawn here.
    const finished = await consultInCall();
    const fifth = await recording(finished);
    await stop(finished, fifth.recordingId);
    const used = (await list(finished, clinic.doctor.token)).recordings[0].requestId as string;
    await refused(
      await answer(finished, used, false),
      409,
      ErrorCode.RECORDING_ANSWERED,
      recordingMessages.recordingFinished,
    );
  });

  describe('live, over the realtime socket', () => {
    const open = async (token: string) => {
      const client = await connect(t, token);
      sockets.push(client.ws);
      return client;
    };
    const subscribe = (client: RealtimeClient, id: string) => client.subscribe(`appointment:${id}`);
    const heard = (client: RealtimeClient, type: string) =>
      client.waitFor((m) => eventOf(m).type === type).then(eventOf);

    it('publishes each step to the consult’s topic, so both sides show the question and the indicator', async () => {
      const id = await consultInCall();
      const patient = await open(clinic.patient.token);
      const doctor = await open(clinic.doctor.token);
      await subscribe(patient, id);
      await subscribe(doctor, id);

      const request = (await ask(id)).json();
      expect(await heard(patient, 'room.recordingRequested')).toEqual({
        type: 'room.recordingRequested',
        appointmentId: id,
        request,
      });
      const agreed = (await answer(id, request.requestId, true)).json();
      expect(await heard(doctor, 'room.recordingAnswered')).toEqual({
        type: 'room.recordingAnswered',
        appointmentId: id,
        request: agreed,
      });
      const rec = (await start(id)).json();
      for (const client of [patient, doctor])
        expect(await heard(client, 'room.recordingStarted')).toEqual({
          type: 'room.recordingStarted',
          appointmentId: id,
          recording: rec,
        });
      const stopped = (await stop(id, rec.recordingId)).json();
      for (const client of [patient, doctor])
        expect(await heard(client, 'room.recordingStopped')).toEqual({
          type: 'room.recordingStopped',
          appointmentId: id,
          recording: stopped,
        });
    });

    it('stops the recording when the socket that carried the doctor in the call closes', async () => {
      const id = await openConsult();
      const patient = await open(clinic.patient.token);
      const doctor = await open(clinic.doctor.token);
      await subscribe(patient, id);
      const priya = (await enter(id, clinic.doctor.token)).attendee;
      doctor.send({ type: 'attend', appointmentId: id, joinToken: priya.joinToken });
      await doctor.waitFor((m) => m.type === 'attending');
      await enter(id, clinic.patient.token);
      const rec = await recording(id);
      await heard(patient, 'room.recordingStarted');

      // The doctor closes the tab: the call and the recording end with it.
      doctor.ws.close();
      const event = await heard(patient, 'room.recordingStopped');
      expect(event).toMatchObject({
        recording: { recordingId: rec.recordingId, status: 'finished', stopReason: 'left' },
      });
      await eventually(async () => (await list(id, clinic.doctor.token)).active === null, {
        what: 'no active recording',
      });
    });
  });

  it('documents the codes each recording call answers', async () => {
    const doc = (await t.app.inject('/api/v1/openapi.json')).json();
    const codes = (method: string, route: string, status: number) =>
      doc.paths[route]?.[method]?.responses?.[status]?.content?.['application/json']?.schema?.properties
        ?.error?.properties?.code?.enum;
    const requests = '/api/v1/appointments/{id}/recording-requests';
    const answerRoute = '/api/v1/appointments/{id}/recording-requests/{requestId}/answer';
    const recordings = '/api/v1/appointments/{id}/recordings';
    const stopRoute = '/api/v1/appointments/{id}/recordings/{recordingId}/stop';
    const chunkRoute = '/api/v1/fileUploads/call-recordings/{recordingId}/chunks/{index}';
    const playRoute = '/api/v1/fileUploads/call-recordings/{recordingId}';

    expect(codes('post', requests, 409)).toEqual([
      ErrorCode.INVALID_STATE,
      ErrorCode.NOT_IN_CALL,
      ErrorCode.RECORDING_IN_PROGRESS,
    ]);
    expect(codes('post', answerRoute, 409)).toEqual([
      ErrorCode.INVALID_STATE,
      ErrorCode.NOT_IN_CALL,
      ErrorCode.RECORDING_ANSWERED,
    ]);
    expect(codes('post', recordings, 409)).toEqual([
      ErrorCode.INVALID_STATE,
      ErrorCode.NOT_IN_CALL,
      ErrorCode.RECORDING_IN_PROGRESS,
      ErrorCode.RECORDING_NOT_AGREED,
    ]);
    for (const [method, route] of [
      ['post', requests],
      ['post', answerRoute],
      ['post', recordings],
      ['post', stopRoute],
    ]) {
      expect(codes(method as string, route as string, 403), route).toEqual([
        ErrorCode.FORBIDDEN,
        ErrorCode.MASKED_SESSION,
      ]);
      expect(codes(method as string, route as string, 404), route).toEqual([ErrorCode.NOT_FOUND]);
    }
    expect(codes('put', chunkRoute, 409)).toEqual([
      ErrorCode.RECORDING_STOPPED,
      ErrorCode.RECORDING_CHUNK_GAP,
    ]);
    expect(codes('put', chunkRoute, 413)).toEqual([ErrorCode.PAYLOAD_TOO_LARGE]);
    expect(codes('put', chunkRoute, 415)).toEqual([ErrorCode.UNSUPPORTED_MEDIA_TYPE]);
    expect(codes('put', chunkRoute, 404)).toEqual([ErrorCode.NOT_FOUND]);
    expect(codes('get', playRoute, 404)).toEqual([ErrorCode.NOT_FOUND]);
    expect(codes('get', recordings, 404)).toEqual([ErrorCode.NOT_FOUND]);
    expect(Object.keys(doc.paths[playRoute].get.responses[200].content)).toEqual([
      'video/webm',
      'audio/webm',
    ]);
  });
});
