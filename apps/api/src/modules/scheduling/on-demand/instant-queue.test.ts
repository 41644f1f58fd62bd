import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { type Account, makeAccount, makeDoctor, makeDoctors } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { shiftNow } from '../../../../test/on-demand';
import { connect, eventOf } from '../../../../test/realtime-client';

describe('the instant queue', () => {
  let t: TestApp;
  let admin = '';
  let gp: Account;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await makeAccount(t, 'admin')).token;
    gp = await makeDoctor(t);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

  /** Each test starts with nobody on an instant shift and nobody waiting. */
  beforeEach(async () => {
    const shifts = (await get('/shifts?pageSize=100', admin)).json().items as Array<{ id: string }>;
    for (const s of shifts)
      await t.app.inject({ method: 'DELETE', url: `/api/v1/shifts/${s.id}`, headers: bearer(admin) });
    await t.database.db.execute(
      sql`update appointments set status = 'cancelled', cancel_reason = 'test reset' where type = 'instant' and status = 'queued'`,
    );
  });

  async function join(lastName = 'Waiting') {
    const patient = await signUpPatient(t, { firstName: 'Kai', lastName });
    const res = await post('/appointments/createInstantAppointment', patient.accessToken, {
      reason: 'Sore throat and fever',
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    return { patient, token: patient.accessToken, id: res.json().id as string, appointment: res.json() };
  }
  const position = async (id: string, token: string) =>
    (await get(`/appointments/${id}/queuePosition`, token)).json();

  it('puts the patient in the queue once: a second instant consult while one is open is 409', async () => {
    const { token, appointment } = await join();
    expect(appointment).toMatchObject({ type: 'instant', status: 'queued', doctorId: null, startsAt: null });
    const again = await post('/appointments/createInstantAppointment', token, { reason: 'Still sore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INSTANT_ALREADY_OPEN',
      message: 'You are already waiting for an instant consult',
    });
    const short = await post('/appointments/createInstantAppointment', (await signUpPatient(t)).accessToken, {
      reason: '',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Tell the doctor what the consult is about');
    expect(
      (await post('/appointments/createInstantAppointment', gp.token, { reason: 'Me too' })).statusCode,
    ).toBe(403);
    // Two taps at once still make one consult.
    const tapper = await signUpPatient(t);
    const taps = await Promise.all(
      [1, 2, 3].map(() =>
        post('/appointments/createInstantAppointment', tapper.accessToken, {
          reason: 'Earache since last night',
        }),
      ),
    );
    expect(taps.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('says honestly when no doctor is on shift, and estimates from the doctors who are', async () => {
    const first = await join();
    const second = await join();
    const none = await position(second.id, second.token);
    expect(none).toMatchObject({
      position: 2,
      ahead: 1,
      doctorsOnShift: 0,
      estimatedWaitMinutes: null,
      message:
        'No doctor is on shift right now. You keep your place, and we will tell you as soon as one starts',
    });
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin, 'instant', doctor.id);
    // One free doctor: the first patient is next; the second waits for one consult.
    expect(await position(first.id, first.token)).toMatchObject({
      position: 1,
      estimatedWaitMinutes: 0,
      message: null,
    });
    const withDoctor = await position(second.id, second.token);
    expect(withDoctor).toMatchObject({ position: 2, ahead: 1, doctorsOnShift: 1, estimatedWaitMinutes: 15 });
    expect(withDoctor.basis).toBe(
      'No finished instant consults to measure yet: 15 min each assumed, shared among 1 instant doctor on shift (1 free now)',
    );
    // Only the patient, their doctor or an admin sees it.
    expect((await get(`/appointments/${first.id}/queuePosition`, second.token)).statusCode).toBe(404);
    expect((await get(`/appointments/${first.id}/queuePosition`, admin)).statusCode).toBe(200);
  });

  it('shows instant doctors the queue in order with waiting times; others may not see it', async () => {
    const first = await join();
    const second = await join();
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    const queue = (await get('/appointments/instant/queue', doctor.token)).json();
    expect(queue.items.map((q: { appointmentId: string }) => q.appointmentId)).toEqual([first.id, second.id]);
    expect(queue.items[0]).toMatchObject({ position: 1, patientFirstName: 'Kai', waitingMinutes: 0 });
    expect(queue.averageConsultMinutes).toBe(15);
    expect((await get('/appointments/instant/queue', gp.token)).statusCode).toBe(403);
    expect((await get('/appointments/instant/queue', first.token)).statusCode).toBe(403);
    expect((await get('/appointments/instant/queue', admin)).statusCode).toBe(200);
  });

  it('lets an instant doctor on shift take the patient who waited longest', async () => {
    const first = await join();
    const second = await join();
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    const off = await post('/appointments/instant/next', doctor.token);
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toMatchObject({
      code: 'NOT_ON_SHIFT',
      message: 'You are not on an instant shift now',
    });
    await shiftNow(t, admin, 'instant', doctor.id);
    const taken = await post('/appointments/instant/next', doctor.token);
    expect(taken.json()).toMatchObject({ id: first.id, status: 'scheduled', doctorId: doctor.id });
    expect(Math.abs(Date.parse(taken.json().startsAt) - Date.now())).toBeLessThan(60_000);
    expect(await position(first.id, first.token)).toMatchObject({
      position: null,
      status: 'scheduled',
      message: 'You are no longer in the queue',
    });
    expect(await position(second.id, second.token)).toMatchObject({ position: 1, ahead: 0 });
    // In a consult now: finish it before taking another.
    const busy = await post('/appointments/instant/next', doctor.token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('DOCTOR_BUSY');
    expect((await post('/appointments/instant/next', gp.token)).statusCode).toBe(403);
    // The doctor ends the consult; the next patient, then an empty queue.
    await post(`/appointments/${first.id}/checkIn`, doctor.token);
    await post(`/appointments/${first.id}/end`, doctor.token);
    expect((await post('/appointments/instant/next', doctor.token)).json().id).toBe(second.id);
    await post(`/appointments/${second.id}/checkIn`, doctor.token);
    await post(`/appointments/${second.id}/end`, doctor.token);
    const empty = await post('/appointments/instant/next', doctor.token);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toMatchObject({ code: 'QUEUE_EMPTY', message: 'No patients are waiting' });
  });

  it('gives doctors taking at the same moment different patients', async () => {
    const doctors = await makeDoctors(t, 4, { role: 'instantDoctor' });
    for (const d of doctors) await shiftNow(t, admin, 'instant', d.id);
    const waiting = [await join(), await join(), await join()];
    const answers = await Promise.all(doctors.map((d) => post('/appointments/instant/next', d.token)));
    const taken = answers.filter((r) => r.statusCode === 200).map((r) => r.json().id);
    expect(taken.sort()).toEqual(waiting.map((w) => w.id).sort());
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().error.code).toBe('QUEUE_EMPTY');
  });

  it('lets an instant doctor on shift accept a given queued patient through /accept', async () => {
    const { id } = await join();
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    const off = await post(`/appointments/${id}/accept`, doctor.token);
    expect(off.json().error.code).toBe('NOT_ON_SHIFT');
    expect((await post(`/appointments/${id}/accept`, gp.token)).statusCode).toBe(404);
    await shiftNow(t, admin, 'instant', doctor.id);
    expect((await post(`/appointments/${id}/accept`, doctor.token)).json()).toMatchObject({
      status: 'scheduled',
      doctorId: doctor.id,
    });
  });

  it('bases the estimate on how long recent instant consults took', async () => {
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin, 'instant', doctor.id);
    const done = await join();
    await post(`/appointments/${done.id}/accept`, doctor.token);
    // The consult began 20 minutes before it ended.
    await t.database.db.execute(
      sql`update appointments set starts_at = now() - interval '20 minutes', ends_at = now() + interval '1 minute' where id = ${done.id}`,
    );
    await post(`/appointments/${done.id}/checkIn`, doctor.token);
    await post(`/appointments/${done.id}/end`, doctor.token);
    const a = await join();
    const b = await join();
    const taken = await post('/appointments/instant/next', doctor.token);
    expect(taken.json().id).toBe(a.id);
    // The one doctor is busy with a; b waits about one consult.
    const estimate = await position(b.id, b.token);
    expect(estimate.estimatedWaitMinutes).toBe(20);
    expect(estimate.basis).toMatch(/^Average length of the last 1 instant consult \(20 min\)/);
  });

  it('tells each waiting patient their new place live when the queue moves', async () => {
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin, 'instant', doctor.id);
    const first = await join();
    const second = await join();
    const live = await connect(t, second.token);
    sockets.push(live.ws);
    const moved = (m: Record<string, unknown>, pos: number) =>
      eventOf(m).type === 'queue.changed' &&
      eventOf(m).appointmentId === second.id &&
      eventOf(m).position === pos;
    // Someone joins behind: still second.
    const third = await join();
    expect(eventOf(await live.waitFor((m) => moved(m, 2)))).toMatchObject({ ahead: 1, doctorsOnShift: 1 });
    // The first is taken: now first in line.
    await post('/appointments/instant/next', doctor.token);
    expect(eventOf(await live.waitFor((m) => moved(m, 1)))).toMatchObject({ ahead: 0 });
    // The patient behind leaves; the doctor hears how many are left.
    const liveDoctor = await connect(t, doctor.token);
    sockets.push(liveDoctor.ws);
    await post(`/appointments/${third.id}/cancel`, third.token, { reason: 'Feeling better' });
    expect(
      eventOf(
        await liveDoctor.waitFor((m) => eventOf(m).type === 'queue.changed' && eventOf(m).waiting === 1),
      ),
    ).toMatchObject({ doctorsOnShift: 1 });
    expect(first.id).not.toBe(second.id);
  });

  it("lists an instant doctor's consults for them and admins only", async () => {
    const doctor = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin, 'instant', doctor.id);
    const a = await join('Fitzgerald');
    await post(`/appointments/${a.id}/accept`, doctor.token);
    await post(`/appointments/${a.id}/checkIn`, doctor.token);
    await post(`/appointments/${a.id}/end`, doctor.token);
    const b = await join('Okafor');
    await post(`/appointments/${b.id}/accept`, doctor.token);
    const mine = (await get(`/appointments/instantDoctor/${doctor.id}`, doctor.token)).json();
    expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    expect(mine.items[0]).toMatchObject({
      patientName: 'Kai Okafor',
      doctorName: expect.stringContaining(doctor.firstName),
    });
    const searched = (await get(`/appointments/instantDoctor/${doctor.id}?search=fitz`, admin)).json();
    expect(searched.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const paged = (
      await get(`/appointments/instantDoctor/${doctor.id}?page=2&pageSize=1`, doctor.token)
    ).json();
    expect(paged.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const other = await makeDoctor(t, { role: 'instantDoctor' });
    expect((await get(`/appointments/instantDoctor/${doctor.id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/appointments/instantDoctor/${doctor.id}`, gp.token)).statusCode).toBe(403);
    expect((await get(`/appointments/instantDoctor/${gp.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/appointments/instantDoctor/${doctor.id}?pageSize=500`, admin)).statusCode).toBe(400);
  });
});
