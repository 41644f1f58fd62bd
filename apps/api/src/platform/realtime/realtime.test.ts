import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** A WebSocket client that collects what it is sent. */
async function connect(t: TestApp, token: string) {
  const address = t.app.server.address() as net.AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/v1/realtime?accessToken=${token}`);
  const received: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor = (match: (m: Record<string, unknown>) => boolean, timeout = 5000) =>
    vi.waitFor(
      () => {
        const found = received.find(match);
        if (!found) throw new Error(`no matching message; got ${JSON.stringify(received)}`);
        return found;
      },
      { timeout, interval: 20 },
    );
  return { ws, received, waitFor, send: (m: object) => ws.send(JSON.stringify(m)) };
}

async function firstSlot(t: TestApp, doctorId: string, skip = 0) {
  const slots = (
    await t.app.inject(`/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${mondayAhead()}`)
  ).json();
  return slots[skip].startsAt as string;
}

describe('live updates over the WebSocket', () => {
  let t: TestApp;
  let doctorId = '';
  let doctor = '';
  const clients: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A GP working Monday to Friday, 09:00–17:00 Sydney time.
    const gp = await makeGp(t);
    doctorId = gp.id;
    doctor = gp.token;
  });
  afterAll(async () => {
    for (const ws of clients) ws.terminate();
    await t.close();
  });

  it('tells the patient and the doctor at once when a consult is booked and cancelled', async () => {
    const patient = await signUpPatient(t);
    const p = await connect(t, patient.accessToken);
    const d = await connect(t, doctor);
    clients.push(p.ws, d.ws);
    await p.waitFor((m) => m.type === 'subscribed');
    await d.waitFor((m) => m.type === 'subscribed');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: await firstSlot(t, doctorId), duration: 15, reason: 'Rash' },
    });
    const id = booked.json().id;
    for (const client of [p, d]) {
      const event = (await client.waitFor((m) => m.type === 'event')) as {
        event: { action: string; appointment: { id: string } };
      };
      expect(event.event).toMatchObject({ action: 'create', appointment: { id } });
    }
    p.send({ type: 'subscribe', topic: `appointment:${id}` });
    await p.waitFor((m) => m.type === 'subscribed' && m.topic === `appointment:${id}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/cancel`,
      headers: bearer(doctor),
      payload: { reason: 'Doctor unwell' },
    });
    await p.waitFor(
      (m) =>
        m.type === 'event' &&
        m.topic === `appointment:${id}` &&
        (m.event as { action: string }).action === 'cancel',
    );
    p.ws.terminate();
    d.ws.terminate();
  });

  it("refuses another person's topics, and closes a connection without a valid token with 4401", async () => {
    const a = await signUpPatient(t);
    const b = await signUpPatient(t);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(a.accessToken),
      payload: { doctorId, startsAt: await firstSlot(t, doctorId, 1), duration: 15, reason: 'Cough' },
    });
    const client = await connect(t, b.accessToken);
    client.send({ type: 'subscribe', topic: `appointment:${booked.json().id}` });
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({ message: 'Not allowed' });
    client.send({ type: 'subscribe', topic: `user:${a.user?.id}` });
    await client.waitFor((m) => m.type === 'error' && m.topic === `user:${a.user?.id}`);
    client.ws.terminate();

    const address = t.app.server.address() as net.AddressInfo;
    for (const query of ['', '?accessToken=not-a-token']) {
      const anonymous = new WebSocket(`ws://127.0.0.1:${address.port}/api/v1/realtime${query}`);
      const code = await new Promise<number>((resolve) =>
        anonymous.once('close', (closeCode) => resolve(closeCode)),
      );
      expect(code).toBe(4401);
    }
  });
});

describe.skipIf(!(await redisReachable()))('two server instances sharing the database and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ rateLimitLogin: 1000, redisUrl: REDIS_URL });
    b = await buildSecondInstance(a, { redisUrl: REDIS_URL });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a change made through one instance to a WebSocket client of the other', async () => {
    const patient = await signUpPatient(a);
    const doctorId = (await makeGp(a, { signedIn: false })).id;
    const client = await connect(b, patient.accessToken);
    await client.waitFor((m) => m.type === 'subscribed');
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: await firstSlot(a, doctorId, 2), duration: 15, reason: 'Earache' },
    });
    expect(booked.statusCode).toBe(201);
    const event = (await client.waitFor((m) => m.type === 'event')) as {
      event: { appointment: { id: string } };
    };
    expect(event.event.appointment.id).toBe(booked.json().id);
    client.ws.terminate();
  });
});
