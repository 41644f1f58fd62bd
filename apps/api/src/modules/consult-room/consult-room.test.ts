import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { ERRORS, ErrorCode } from '@curo/core/errors';
import { ROOM_OPENS_MINUTES_BEFORE, roomMessages, TURN_CREDENTIAL_SECONDS } from '@curo/core/room';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, makeAccount, makeDoctor, tokenFor } from '../../../test/accounts';
import { advance, bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { shiftNow } from '../../../test/on-demand';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { formatLocalTime } from '../scheduling/notifications/calendar-invite';

const TURN_SECRET = 'a-turn-secret-nobody-may-ever-see-0123';
const STUN = 'stun:stun.clinic.example:3478';
const TURN = 'turn:turn.clinic.example:3478?transport=udp';
const MINUTE = 60_000;

type Call = 'meeting' | 'attendee' | 'enter' | 'joinNew' | 'leave';
const JOINING: Call[] = ['meeting', 'attendee', 'enter', 'joinNew'];

describe('the consult room (video call)', () => {
  let t: TestApp;
  const logs: string[] = [];
  let clinic: Clinic;
  /** A second doctor and a second nurse, added to consults as participants with their accounts. */
  let colleague: Account;
  let nurse2: Account;
  let stranger: { token: string };
  let starts: string[] = [];
  let nextStart = 0;
  /** Consults moved to "now" each take a 20-minute slot further back, so none overlap. */
  let back = 0;

  beforeAll(async () => {
    t = await buildTestApp(
      { rateLimitLogin: 10_000 },
      { LOG_LEVEL: 'debug', STUN_URLS: STUN, TURN_URLS: TURN, TURN_SECRET },
      {
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logs.push(String(chunk));
            done();
          },
        }),
      },
    );
    // Mia Nguyen (patient), Dr Priya Raman (a Sydney GP), Tom O'Connor (nurse), Sam Taylor (admin),
    // Grace Walker (Mia's company admin), Dr Leo Marsh (instant doctor).
    clinic = await makeClinic(t);
    colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    nurse2 = await makeAccount(t, 'nurse', { firstName: 'Nina', lastName: 'Park' });
    stranger = { token: (await signUpPatient(t)).accessToken };
    starts = await freeStarts(t, clinic.doctor.id, mondayAhead(7));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const call = (what: Call, id: string, token: string) => {
    switch (what) {
      case 'meeting':
        return post('/services/create-chime-meeting', token, { appointmentId: id });
      case 'attendee':
        return post('/services/create-chime-attendee', token, { appointmentId: id });
      case 'enter':
        return post(`/appointments/${id}/enterChimeMeeting`, token);
      case 'joinNew':
        return post(`/appointments/${id}/joinNew`, token);
      case 'leave':
        return post(`/appointments/${id}/leaveMeeting`, token);
    }
  };
  const enter = async (id: string, token: string) => {
    const res = await call('enter', id, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const statusOf = async (id: string) =>
    (await t.app.inject({ url: `/api/v1/appointments/${id}`, headers: bearer(clinic.admin.token) })).json()
      .status as string;
  const history = async (id: string) =>
    (
      await t.app.inject({
        url: `/api/v1/appointments/details/${id}/history`,
        headers: bearer(clinic.doctor.token),
      })
    ).json().history as Array<{ action: string; actorName: string | null; details: Record<string, unknown> }>;

  /** Dr Raman's next free Monday slot, booked by `token` (the patient, or staff naming `patientId`). */
  const book = (token: string, fields: { patientId?: string; familyMemberId?: string } = {}) => {
    const startsAt = starts[nextStart++];
    if (!startsAt) throw new Error('out of slots');
    return bookAppointment(t, token, { doctorId: clinic.doctor.id, startsAt, ...fields });
  };

  /** An admin moves a booked consult to start 5 minutes from now (or earlier): its call is open. */
  async function openNow(id: string) {
    const startsAt = new Date(Date.now() + 5 * MINUTE - back++ * 20 * MINUTE).toISOString();
    const moved = await post(`/appointments/${id}/adminEdit`, clinic.admin.token, { startsAt, duration: 15 });
    expect(moved.statusCode, moved.body).toBe(200);
  }

  /** A consult the nurse booked for Mia with Dr Raman, with Dr Silva and Nurse Park added, open now. */
  async function consultWithEveryone() {
    const booked = await book(clinic.nurse.token, { patientId: clinic.patient.id });
    for (const [person, role] of [
      [colleague, 'doctor'],
      [nurse2, 'nurse'],
    ] as const) {
      const added = await post('/participants', clinic.patient.token, {
        appointmentId: booked.id,
        name: `${person.firstName} ${person.lastName}`,
        role,
        userId: person.id,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    await openNow(booked.id);
    return booked;
  }

  it('lets the patient, the doctor, the nurse who booked it and participants make every call', async () => {
    const consult = await consultWithEveryone();
    const people: Array<[string, Account]> = [
      ['patient', clinic.patient],
      ['doctor', clinic.doctor],
      ['booker', clinic.nurse],
      ['participant', colleague],
      ['participant', nurse2],
    ];
    let meetingId = '';
    for (const [part, person] of people) {
      const meeting = await call('meeting', consult.id, person.token);
      expect(meeting.statusCode, `${part} meeting`).toBe(200);
      meetingId ||= meeting.json().meetingId;
      expect(meeting.json()).toMatchObject({ meetingId, appointmentId: consult.id, maxAttendees: 4 });

      const attendee = await call('attendee', consult.id, person.token);
      expect(attendee.statusCode, `${part} attendee`).toBe(200);
      expect(attendee.json()).toMatchObject({ meetingId, userId: person.id, part });
      const again = await call('joinNew', consult.id, person.token);
      expect(again.statusCode, `${part} joinNew`).toBe(200);
      // Still the same stay in the call, with a new join token.
      expect(again.json().attendeeId).toBe(attendee.json().attendeeId);
      expect(again.json().joinToken).not.toBe(attendee.json().joinToken);
      const entry = await enter(consult.id, person.token);
      expect(entry.meeting.present.map((p: { userId: string }) => p.userId)).toContain(person.id);

      const left = await call('leave', consult.id, person.token);
      expect(left.statusCode, `${part} leave`).toBe(200);
      expect(left.json().present.map((p: { userId: string }) => p.userId)).not.toContain(person.id);
    }
    const meetings = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from consult_meetings where appointment_id = ${consult.id}`,
    );
    expect(meetings[0]?.n).toBe(1);
  });

  it('refuses an admin who only sees the consult with 403, and anyone else with 404', async () => {
    const consult = await consultWithEveryone();
    for (const what of [...JOINING, 'leave'] as Call[]) {
      const admin = await call(what, consult.id, clinic.admin.token);
      expect(admin.statusCode, `admin ${what}`).toBe(403);
      expect(admin.json().error).toMatchObject({
        code: ErrorCode.FORBIDDEN,
        message: roomMessages.notInRoom,
      });
      for (const [who, token] of [
        ['stranger', stranger.token],
        ["the patient's company admin", clinic.companyAdmin.token],
        ['an instant doctor not in it', clinic.instantDoctor.token],
      ]) {
        const refused = await call(what, consult.id, token as string);
        expect(refused.statusCode, `${who} ${what}`).toBe(404);
        expect(refused.json().error.code).toBe(ErrorCode.NOT_FOUND);
      }
    }
    // A consult that does not exist answers as one that is not yours.
    expect(
      (await call('enter', '00000000-0000-4000-8000-000000000000', clinic.patient.token)).statusCode,
    ).toBe(404);
  });

  it("lets the account holder into a family member's consult", async () => {
    const lily = await post('/familyMembers', clinic.patient.token, {
      firstName: 'Lily',
      lastName: 'Nguyen',
      dateOfBirth: '2019-04-12',
      relationship: 'child',
    });
    expect(lily.statusCode, lily.body).toBe(201);
    const consult = await book(clinic.patient.token, { familyMemberId: lily.json().id });
    await openNow(consult.id);
    expect((await enter(consult.id, clinic.patient.token)).attendee).toMatchObject({
      userId: clinic.patient.id,
      part: 'patient',
      name: 'Mia Nguyen',
    });
  });

  it('holds four people at once: a fifth gets 409 ROOM_FULL until someone leaves or goes quiet', async () => {
    const consult = await consultWithEveryone();
    for (const person of [clinic.patient, clinic.doctor, clinic.nurse, colleague])
      await enter(consult.id, person.token);
    for (const what of ['attendee', 'enter', 'joinNew'] as Call[]) {
      const full = await call(what, consult.id, nurse2.token);
      expect(full.statusCode, what).toBe(409);
      expect(full.json().error).toEqual({
        statusCode: 409,
        code: ErrorCode.ROOM_FULL,
        message: ERRORS.ROOM_FULL.message,
      });
    }
    // Someone already in it may enter again (a reload) while it is full.
    expect((await call('joinNew', consult.id, colleague.token)).statusCode).toBe(200);
    await call('leave', consult.id, colleague.token);
    const entry = await enter(consult.id, nurse2.token);
    expect(entry.meeting.present.map((p: { name: string }) => p.name)).toEqual([
      'Mia Nguyen',
      'Dr Priya Raman',
      "Tom O'Connor",
      'Nina Park',
    ]);

    // Nobody's socket has attended or pinged for a minute: their stays end, and the room frees.
    const aMinuteOn = Date.now() + 61_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(aMinuteOn);
    const later = await enter(consult.id, await tokenFor(t, colleague.email));
    expect(later.meeting.present.map((p: { name: string }) => p.name)).toEqual(['Dr Ana Silva']);
    const timedOut = (await history(consult.id)).filter(
      (e) => e.action === 'leaveMeeting' && e.details.reason === 'timedOut',
    );
    // One sweep ends them all at once, so their lines share a time; their order among them is not kept.
    expect(timedOut.map((e) => e.details.name).sort()).toEqual(
      ['Mia Nguyen', 'Dr Priya Raman', "Tom O'Connor", 'Nina Park'].sort(),
    );
  });

  it("starts the consult on the doctor's first entry, as Start consult does; others wait", async () => {
    const consult = await consultWithEveryone();
    await enter(consult.id, clinic.patient.token);
    await enter(consult.id, colleague.token);
    expect(await statusOf(consult.id)).toBe('scheduled');
    await enter(consult.id, clinic.doctor.token);
    expect(await statusOf(consult.id)).toBe('in_progress');
    // Entering again, or after leaving, changes the state no more.
    await call('leave', consult.id, clinic.doctor.token);
    await enter(consult.id, clinic.doctor.token);
    expect(await statusOf(consult.id)).toBe('in_progress');
    const actions = (await history(consult.id)).map((e) => e.action).filter((a) => a !== 'addParticipant');
    expect(actions).toEqual([
      'create',
      'adminEdit',
      'joinMeeting',
      'joinMeeting',
      'joinMeeting',
      'start',
      'leaveMeeting',
      'joinMeeting',
    ]);
  });

  it('starts a checked-in consult too', async () => {
    const consult = await book(clinic.patient.token);
    await openNow(consult.id);
    await advance(t, consult.id, 'checkIn', clinic.patient.token);
    await enter(consult.id, clinic.patient.token);
    expect(await statusOf(consult.id)).toBe('checked_in');
    await enter(consult.id, clinic.doctor.token);
    expect(await statusOf(consult.id)).toBe('in_progress');
  });

  it('records each entry and leaving in the consult’s history, with who and how', async () => {
    const consult = await consultWithEveryone();
    const { attendee } = await enter(consult.id, colleague.token);
    await call('joinNew', consult.id, colleague.token);
    await call('leave', consult.id, colleague.token);
    // Leaving again changes nothing.
    await call('leave', consult.id, colleague.token);
    const entries = (await history(consult.id)).filter((e) => e.action.endsWith('Meeting'));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'joinMeeting',
        actorName: 'Ana Silva',
        details: { attendeeId: attendee.attendeeId, name: 'Dr Ana Silva', part: 'participant' },
      }),
      expect.objectContaining({
        action: 'leaveMeeting',
        actorName: 'Ana Silva',
        details: {
          attendeeId: attendee.attendeeId,
          name: 'Dr Ana Silva',
          part: 'participant',
          reason: 'left',
        },
      }),
    ]);
  });

  it('lets everyone out when the consult ends, in the history', async () => {
    const consult = await consultWithEveryone();
    await enter(consult.id, clinic.patient.token);
    await enter(consult.id, clinic.doctor.token);
    await advance(t, consult.id, 'end', clinic.doctor.token);
    const closed = (await history(consult.id)).filter((e) => e.details.reason === 'closed');
    expect(closed.map((e) => [e.action, e.details.name, e.actorName]).sort()).toEqual([
      ['leaveMeeting', 'Dr Priya Raman', null],
      ['leaveMeeting', 'Mia Nguyen', null],
    ]);
    // Leaving is recorded in any state; there is no one left to leave.
    const left = await call('leave', consult.id, clinic.patient.token);
    expect(left.statusCode).toBe(200);
    expect(left.json().present).toEqual([]);
  });

  it('answers 409 naming the state of a consult that is over', async () => {
    const cancelled = await book(clinic.patient.token);
    await openNow(cancelled.id);
    await advance(t, cancelled.id, 'cancel', clinic.patient.token, { reason: 'Feeling better' });
    const ended = await book(clinic.patient.token);
    await openNow(ended.id);
    await advance(t, ended.id, 'start', clinic.doctor.token);
    await advance(t, ended.id, 'end', clinic.doctor.token);
    const completed = await book(clinic.patient.token);
    await openNow(completed.id);
    await advance(t, completed.id, 'start', clinic.doctor.token);
    await advance(t, completed.id, 'markAsCompleted', clinic.doctor.token);
    for (const [state, consult] of [
      ['cancelled', cancelled],
      ['ended', ended],
      ['completed', completed],
    ] as const) {
      for (const what of JOINING) {
        for (const token of [clinic.patient.token, clinic.doctor.token]) {
          const refused = await call(what, consult.id, token);
          expect(refused.statusCode, `${state} ${what}`).toBe(409);
          expect(refused.json().error).toMatchObject({
            code: ErrorCode.ROOM_CLOSED,
            message: `This consult is ${state}: its video call is closed`,
          });
        }
      }
      expect((await call('leave', consult.id, clinic.patient.token)).statusCode).toBe(200);
    }
  });

  it(`opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before a booked start, to the millisecond`, async () => {
    const consult = await book(clinic.patient.token);
    const startsAt = new Date(consult.startsAt as string).getTime();
    const opensAt = new Date(startsAt - 10 * MINUTE);
    for (const what of JOINING) {
      const early = await call(what, consult.id, clinic.patient.token);
      expect(early.statusCode, what).toBe(409);
      expect(early.json().error.code).toBe(ErrorCode.ROOM_NOT_OPEN);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(opensAt.getTime() - 1);
    const patient = await tokenFor(t, clinic.patient.email);
    const doctor = await tokenFor(t, clinic.doctor.email);
    const early = await call('enter', consult.id, patient);
    expect(early.statusCode).toBe(409);
    // In Mia's own zone, Sydney.
    expect(early.json().error).toEqual({
      statusCode: 409,
      code: ErrorCode.ROOM_NOT_OPEN,
      message: `The video call opens at ${formatLocalTime(opensAt, 'Australia/Sydney')}, 10 minutes before the consult starts`,
    });
    expect((await call('meeting', consult.id, doctor)).statusCode).toBe(409);
    vi.setSystemTime(opensAt);
    const entry = await enter(consult.id, patient);
    expect(entry.meeting.opensAt).toBe(opensAt.toISOString());
    expect((await call('meeting', consult.id, doctor)).statusCode).toBe(200);
  });

  it('opens an instant consult once a doctor has taken it from the queue', async () => {
    const patient = await signUpPatient(t);
    const queued = await post('/appointments/createInstantAppointment', patient.accessToken, {
      reason: 'Sore throat',
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const id = queued.json().id as string;
    const waiting = await call('enter', id, patient.accessToken);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toMatchObject({
      code: ErrorCode.ROOM_NOT_OPEN,
      message: 'This consult is in the queue: its video call opens once a doctor takes it',
    });
    await shiftNow(t, clinic.admin.token, 'instant', clinic.instantDoctor.id);
    await advance(t, id, 'accept', clinic.instantDoctor.token);
    expect((await enter(id, patient.accessToken)).attendee.part).toBe('patient');
    expect((await enter(id, clinic.instantDoctor.token)).attendee).toMatchObject({
      part: 'doctor',
      name: 'Dr Leo Marsh',
    });
    expect(await statusOf(id)).toBe('in_progress');
  });

  it('gives each person ICE servers with TURN credentials for an hour, and never the secret', async () => {
    const consult = await consultWithEveryone();
    const before = Math.floor(Date.now() / 1000);
    const { attendee } = await enter(consult.id, clinic.patient.token);
    const after = Math.floor(Date.now() / 1000);
    const [stun, turn] = attendee.iceServers;
    expect(stun).toEqual({ urls: [STUN] });
    expect(turn.urls).toEqual([TURN]);
    const [expiry, userId] = (turn.username as string).split(':');
    expect(userId).toBe(clinic.patient.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + TURN_CREDENTIAL_SECONDS);
    expect(Number(expiry)).toBeLessThanOrEqual(after + TURN_CREDENTIAL_SECONDS);
    // What coturn computes from the secret it shares with us (use-auth-secret).
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
    for (const what of JOINING)
      expect((await call(what, consult.id, clinic.doctor.token)).body).not.toContain(TURN_SECRET);
    expect((await t.app.inject('/api/v1/openapi.json')).body).not.toContain(TURN_SECRET);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('')).not.toContain(TURN_SECRET);
  });

  it('documents the codes each call answers', async () => {
    const doc = (await t.app.inject('/api/v1/openapi.json')).json();
    const codes = (path: string, status: number) =>
      doc.paths[path]?.post?.responses?.[status]?.content?.['application/json']?.schema?.properties?.error
        ?.properties?.code?.enum;
    for (const path of [
      '/api/v1/services/create-chime-attendee',
      '/api/v1/appointments/{id}/enterChimeMeeting',
      '/api/v1/appointments/{id}/joinNew',
    ]) {
      expect(codes(path, 409), path).toEqual([
        ErrorCode.ROOM_NOT_OPEN,
        ErrorCode.ROOM_CLOSED,
        ErrorCode.WRONG_KIND,
        ErrorCode.ROOM_FULL,
      ]);
      expect(codes(path, 404), path).toEqual([ErrorCode.NOT_FOUND]);
      expect(codes(path, 403), path).toEqual([ErrorCode.FORBIDDEN, ErrorCode.MASKED_SESSION]);
    }
    expect(codes('/api/v1/services/create-chime-meeting', 409)).toEqual([
      ErrorCode.ROOM_NOT_OPEN,
      ErrorCode.ROOM_CLOSED,
      ErrorCode.WRONG_KIND,
    ]);
    expect(codes('/api/v1/appointments/{id}/leaveMeeting', 409)).toBeUndefined();
    expect(codes('/api/v1/appointments/{id}/leaveMeeting', 404)).toEqual([ErrorCode.NOT_FOUND]);
  });
});
