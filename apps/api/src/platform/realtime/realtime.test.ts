import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { connect } from '../../../test/realtime-client';
import { redisReachable, TEST_REDIS_URL } from '../../../test/test-redis';

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
    await p.subscribe(`appointment:${id}`);
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
    a = await buildTestApp({ rateLimitLogin: 1000, redisUrl: TEST_REDIS_URL });
    b = await buildSecondInstance(a, { redisUrl: TEST_REDIS_URL });
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
