import { ROOM_SIGNAL_MAX_BYTES } from '@curo/core/room';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { type Account, makeDoctor } from '../../../test/accounts';
import { bookAppointment, freeStarts } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { eventually } from '../../../test/eventually';
import { type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { connect, eventOf, type RealtimeClient } from '../../../test/realtime-client';
import { redisReachable, TEST_REDIS_URL } from '../../../test/test-redis';

const MINUTE = 60_000;

/** The `room.signal` events a client has heard, in order. */
const signalsOf = (client: RealtimeClient) =>
  client.received.map(eventOf).filter((e) => e.type === 'room.signal') as Array<{
    from: string;
    fromAttendeeId: string;
    appointmentId: string;
    data: Record<string, unknown>;
  }>;

/**
 * A world of one clinic on `t`: consults Dr Raman has with Mia, each moved by an admin to start
 * now (a slot further back each time, so none overlap), and who enters them.
 */
function roomWorld(t: () => TestApp) {
  let clinic: Clinic;
  let starts: string[] = [];
  let next = 0;
  let back = 0;
  const post = (url: string, token: string, payload?: object) =>
    t().app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  return {
    post,
    clinic: () => clinic,
    async setUp() {
      clinic = await makeClinic(t());
      starts = await freeStarts(t(), clinic.doctor.id, mondayAhead(7));
    },
    /** A consult of Mia's with Dr Raman whose call is open now. */
    async openConsult() {
      const startsAt = starts[next++];
      if (!startsAt) throw new Error('out of slots');
      const booked = await bookAppointment(t(), clinic.patient.token, {
        doctorId: clinic.doctor.id,
        startsAt,
      });
      const now = new Date(Date.now() + 5 * MINUTE - back++ * 20 * MINUTE).toISOString();
      const moved = await post(`/appointments/${booked.id}/adminEdit`, clinic.admin.token, {
        startsAt: now,
        duration: 15,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      return booked.id;
    },
    /** `token`'s person enters the call through the API: their attendee (with its join token). */
    async enter(id: string, token: string) {
      const res = await post(`/appointments/${id}/enterChimeMeeting`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().attendee as { attendeeId: string; joinToken: string; userId: string };
    },
  };
}

/** The client attends the call with its join token, and hears that it did. */
async function attend(client: RealtimeClient, appointmentId: string, joinToken: string) {
  client.send({ type: 'attend', appointmentId, joinToken });
  return client.waitFor((m) => m.type === 'attending' && m.appointmentId === appointmentId);
}

const subscribe = (client: RealtimeClient, appointmentId: string) =>
  client.subscribe(`appointment:${appointmentId}`);

describe('signalling and presence over the realtime socket', () => {
  let t: TestApp;
  const world = roomWorld(() => t);
  let colleague: Account;
  const sockets: WebSocket[] = [];
  const open = async (token: string) => {
    const client = await connect(t, token);
    sockets.push(client.ws);
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await world.setUp();
    colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  it('relays offers, answers and candidates between two people in the call, in order', async () => {
    const { clinic, enter } = { clinic: world.clinic(), enter: world.enter };
    const id = await world.openConsult();
    const patient = await open(clinic.patient.token);
    const doctor = await open(clinic.doctor.token);
    const mia = await enter(id, clinic.patient.token);
    const priya = await enter(id, clinic.doctor.token);
    expect(await attend(patient, id, mia.joinToken)).toMatchObject({ attendeeId: mia.attendeeId });
    expect(await attend(doctor, id, priya.joinToken)).toMatchObject({ attendeeId: priya.attendeeId });
    // The doctor's entry started the consult: Mia hears it on her own topic, as for "Start consult".
    await patient.waitFor((m) => eventOf(m).type === 'appointment.changed' && eventOf(m).action === 'start');

    doctor.send({
      type: 'signal',
      appointmentId: id,
      to: clinic.patient.id,
      data: { description: { type: 'offer', sdp: 'v=0 offer' } },
    });
    for (let i = 0; i < 5; i++)
      doctor.send({
        type: 'signal',
        appointmentId: id,
        to: clinic.patient.id,
        data: { candidate: `candidate ${i}` },
      });
    await eventually(() => signalsOf(patient).length === 6, { what: 'six signals' });
    expect(signalsOf(patient)).toEqual([
      {
        type: 'room.signal',
        appointmentId: id,
        from: clinic.doctor.id,
        fromAttendeeId: priya.attendeeId,
        data: { description: { type: 'offer', sdp: 'v=0 offer' } },
      },
      ...[0, 1, 2, 3, 4].map((i) => expect.objectContaining({ data: { candidate: `candidate ${i}` } })),
    ]);
    patient.send({
      type: 'signal',
      appointmentId: id,
      to: clinic.doctor.id,
      data: { description: { type: 'answer' } },
    });
    await doctor.waitFor((m) => eventOf(m).type === 'room.signal');
    expect(signalsOf(doctor)).toEqual([
      expect.objectContaining({ from: clinic.patient.id, fromAttendeeId: mia.attendeeId }),
    ]);
    patient.ws.terminate();
    doctor.ws.terminate();
  });

  it('refuses a signal from or to anyone not in the call, and relays nothing', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const added = await world.post('/participants', clinic.patient.token, {
      appointmentId: id,
      name: 'Dr Ana Silva',
      role: 'doctor',
      userId: colleague.id,
    });
    expect(added.statusCode).toBe(201);
    const stranger = await signUpPatient(t);
    const patient = await open(clinic.patient.token);
    const doctor = await open(clinic.doctor.token);
    const ana = await open(colleague.token);
    const nobody = await open(stranger.accessToken);
    const mia = await world.enter(id, clinic.patient.token);
    const priya = await world.enter(id, clinic.doctor.token);
    await attend(patient, id, mia.joinToken);
    await attend(doctor, id, priya.joinToken);

    const refused = async (
      client: RealtimeClient,
      message: Record<string, unknown>,
      text = 'Not allowed',
    ) => {
      const before = client.received.length;
      client.send({ type: 'signal', appointmentId: id, data: { candidate: 'x' }, ...message });
      await eventually(() => client.received.slice(before).find((m) => m.type === 'error'), {
        what: 'the refusal',
      });
      expect(client.received.slice(before).find((m) => m.type === 'error')).toMatchObject({
        for: 'signal',
        message: text,
      });
    };
    // In the consult but not in its call; not in the consult at all.
    await refused(ana, { to: clinic.patient.id });
    await refused(nobody, { to: clinic.patient.id });
    // To someone not in the call, to oneself, to someone in another consult's call.
    await refused(patient, { to: colleague.id });
    await refused(patient, { to: clinic.patient.id });
    await refused(patient, { to: clinic.doctor.id, appointmentId: await world.openConsult() });
    // Too large, and not a signal at all.
    await refused(
      doctor,
      { to: clinic.patient.id, data: { sdp: 'x'.repeat(ROOM_SIGNAL_MAX_BYTES) } },
      'Too large',
    );
    await refused(
      doctor,
      { to: undefined },
      'Send { type: "signal", appointmentId, to, data } with data an object',
    );
    // A join token works once, for the one it was issued to.
    ana.send({ type: 'attend', appointmentId: id, joinToken: mia.joinToken });
    await ana.waitFor((m) => m.type === 'error' && m.for === 'attend');
    patient.send({ type: 'attend', appointmentId: id, joinToken: mia.joinToken });
    await patient.waitFor((m) => m.type === 'error' && m.for === 'attend');

    // Once Mia has left, the doctor's signals to her stop too.
    await world.post(`/appointments/${id}/leaveMeeting`, clinic.patient.token);
    await refused(doctor, { to: clinic.patient.id });
    // The one signal that may pass does; nothing refused reached anyone.
    const dana = await world.enter(id, colleague.token);
    await attend(ana, id, dana.joinToken);
    doctor.send({ type: 'signal', appointmentId: id, to: colleague.id, data: { candidate: 'ok' } });
    await ana.waitFor((m) => eventOf(m).type === 'room.signal');
    expect(signalsOf(ana)).toHaveLength(1);
    expect(signalsOf(patient)).toEqual([]);
    expect(signalsOf(doctor)).toEqual([]);
    expect(signalsOf(nobody)).toEqual([]);
  });

  it('announces who comes and goes on the consult’s topic', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const watcher = await open(clinic.doctor.token);
    await subscribe(watcher, id);
    const mia = await world.enter(id, clinic.patient.token);
    const joined = eventOf(await watcher.waitFor((m) => eventOf(m).type === 'room.joined'));
    expect(joined).toEqual({
      type: 'room.joined',
      appointmentId: id,
      attendee: {
        attendeeId: mia.attendeeId,
        userId: clinic.patient.id,
        name: 'Mia Nguyen',
        part: 'patient',
        joinedAt: expect.any(String),
      },
    });
    await world.post(`/appointments/${id}/leaveMeeting`, clinic.patient.token);
    const left = eventOf(await watcher.waitFor((m) => eventOf(m).type === 'room.left'));
    expect(left).toMatchObject({
      appointmentId: id,
      reason: 'left',
      attendee: { userId: clinic.patient.id },
    });
  });

  it('ends a stay when its socket closes, and lets a reload enter again', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const doctor = await open(clinic.doctor.token);
    await subscribe(doctor, id);
    const first = await open(clinic.patient.token);
    const mia = await world.enter(id, clinic.patient.token);
    await attend(first, id, mia.joinToken);

    first.ws.terminate();
    const left = eventOf(
      await doctor.waitFor((m) => eventOf(m).type === 'room.left' && eventOf(m).reason === 'disconnected'),
    );
    expect(left).toMatchObject({ attendee: { attendeeId: mia.attendeeId, userId: clinic.patient.id } });
    const history = (
      await t.app.inject({
        url: `/api/v1/appointments/details/${id}/history`,
        headers: bearer(clinic.doctor.token),
      })
    ).json().history as Array<{ action: string; actorName: string; details: Record<string, unknown> }>;
    expect(history.at(-1)).toMatchObject({
      action: 'leaveMeeting',
      actorName: 'Mia Nguyen',
      details: { attendeeId: mia.attendeeId, reason: 'disconnected' },
    });

    // The reloaded page enters again: a new stay, announced.
    const second = await open(clinic.patient.token);
    const again = await world.enter(id, clinic.patient.token);
    expect(again.attendeeId).not.toBe(mia.attendeeId);
    await attend(second, id, again.joinToken);
    await doctor.waitFor(
      (m) =>
        eventOf(m).type === 'room.joined' &&
        (eventOf(m).attendee as { attendeeId: string }).attendeeId === again.attendeeId,
    );

    // A reload whose old socket closes only after the new page entered keeps the stay.
    const third = await open(clinic.patient.token);
    const renewed = await world.enter(id, clinic.patient.token);
    expect(renewed.attendeeId).toBe(again.attendeeId);
    second.ws.terminate();
    await attend(third, id, renewed.joinToken);
    const meeting = await world.post('/services/create-chime-meeting', clinic.doctor.token, {
      appointmentId: id,
    });
    expect(meeting.json().present.map((p: { attendeeId: string }) => p.attendeeId)).toEqual([
      again.attendeeId,
    ]);
    expect(
      doctor.received.filter((m) => eventOf(m).type === 'room.left' && eventOf(m).reason === 'disconnected'),
    ).toHaveLength(1);
  });

  it('keeps the stay of a socket that pings', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const patient = await open(clinic.patient.token);
    const mia = await world.enter(id, clinic.patient.token);
    await attend(patient, id, mia.joinToken);
    const seenAt = async () =>
      (
        await queryRows<{ seen_at: string }>(
          t.database.db,
          sql`select seen_at::text from consult_attendees where id = ${mia.attendeeId}`,
        )
      )[0]?.seen_at;
    const before = await seenAt();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const pongs = patient.received.filter((m) => m.type === 'pong').length;
    patient.send({ type: 'ping' });
    await eventually(() => patient.received.filter((m) => m.type === 'pong').length > pongs, {
      what: 'pong',
    });
    expect(await seenAt()).not.toBe(before);
  });
});

describe('a server shutting down during a call', () => {
  let t: TestApp;
  const world = roomWorld(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await world.setUp();
  });
  afterAll(() => t.database.close());

  it('records that those in the call left before it closes the database', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const patient = await connect(t, clinic.patient.token);
    const mia = await world.enter(id, clinic.patient.token);
    await attend(patient, id, mia.joinToken);
    await t.app.close();
    const rows = await queryRows<{ left_reason: string | null }>(
      t.database.db,
      sql`select left_reason from consult_attendees where id = ${mia.attendeeId}`,
    );
    expect(rows).toEqual([{ left_reason: 'disconnected' }]);
  });
});

describe.skipIf(!(await redisReachable()))('signalling across two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const world = roomWorld(() => a);
  beforeAll(async () => {
    a = await buildTestApp({ rateLimitLogin: 10_000, redisUrl: TEST_REDIS_URL });
    b = await buildSecondInstance(a, { redisUrl: TEST_REDIS_URL });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([a.hub.whenReady(), b.hub.whenReady()]);
    await world.setUp();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('relays a signal from a socket on one instance to a socket on the other', async () => {
    const clinic = world.clinic();
    const id = await world.openConsult();
    const patient = await connect(a, clinic.patient.token);
    const doctor = await connect(b, clinic.doctor.token);
    await subscribe(patient, id);
    const mia = await world.enter(id, clinic.patient.token);
    await attend(patient, id, mia.joinToken);
    // The doctor enters through instance B; Mia, on A, hears it.
    const entered = await b.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/enterChimeMeeting`,
      headers: bearer(clinic.doctor.token),
    });
    const priya = entered.json().attendee;
    await patient.waitFor(
      (m) =>
        eventOf(m).type === 'room.joined' &&
        (eventOf(m).attendee as { userId: string }).userId === clinic.doctor.id,
    );
    await attend(doctor, id, priya.joinToken);
    doctor.send({
      type: 'signal',
      appointmentId: id,
      to: clinic.patient.id,
      data: { description: { type: 'offer' } },
    });
    await patient.waitFor((m) => eventOf(m).type === 'room.signal');
    expect(signalsOf(patient)).toEqual([
      expect.objectContaining({ from: clinic.doctor.id, fromAttendeeId: priya.attendeeId }),
    ]);
    // Mia's socket on A closes: the doctor's socket on B hears she left.
    await subscribe(doctor, id);
    patient.ws.terminate();
    await doctor.waitFor((m) => eventOf(m).type === 'room.left' && eventOf(m).reason === 'disconnected');
    doctor.ws.terminate();
  });
});
