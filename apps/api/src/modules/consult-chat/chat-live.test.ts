import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bookFirstFreeSlot, makeClinic } from '../../../test/people';
import { connect, eventOf } from '../../../test/realtime-client';

type Client = Awaited<ReturnType<typeof connect>>;

/** Chat over the realtime WebSocket: messages, read receipts and unread counts arrive live. */
describe('consult chat, live', () => {
  let t: TestApp;
  let patient: Account;
  let doctor: Account;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Mia Nguyen and her GP, Dr Priya Raman.
    ({ patient, doctor } = await makeClinic(t));
  });
  afterAll(async () => {
    for (const client of clients) client.ws.terminate();
    await t.close();
  });

  async function subscribed(account: Account, topic: string) {
    const client = await connect(t, account.token);
    clients.push(client);
    client.ws.send(JSON.stringify({ type: 'subscribe', topic }));
    await client.waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    return client;
  }
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: bearer(token), payload });
  const say = (id: string, token: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/chat`,
      headers: bearer(token),
      payload: { text },
    });

  it('delivers each message to the consult’s topic and each person their unread count', async () => {
    const consult = await bookFirstFreeSlot(t, patient.token, doctor.id);
    const topic = `appointment:${consult.id}`;
    const p = await subscribed(patient, topic);
    const d = await subscribed(doctor, topic);

    const sent = (await say(consult.id, doctor.token, 'Your results are back')).json();
    const heard = await p.waitFor((m) => m.topic === topic && eventOf(m).type === 'chat.message');
    expect(eventOf(heard)).toEqual({ type: 'chat.message', appointmentId: consult.id, message: sent });
    const unread = await p.waitFor(
      (m) => m.topic === `user:${patient.id}` && eventOf(m).type === 'chat.unread',
    );
    expect(eventOf(unread)).toEqual({ type: 'chat.unread', appointmentId: consult.id, unread: 1 });
    // The doctor hears her own message on the consult's topic; she has nothing unread.
    await d.waitFor((m) => m.topic === topic && eventOf(m).type === 'chat.message');
    const doctorsCount = await d.waitFor(
      (m) => m.topic === `user:${doctor.id}` && eventOf(m).type === 'chat.unread',
    );
    expect(eventOf(doctorsCount)).toMatchObject({ unread: 0 });
  });

  it('publishes a read receipt that moves, and nothing for one that would move back', async () => {
    const consult = await bookFirstFreeSlot(t, patient.token, doctor.id, 'Sore throat');
    const topic = `appointment:${consult.id}`;
    const d = await subscribed(doctor, topic);
    const p = await subscribed(patient, topic);
    const first = (await say(consult.id, doctor.token, 'How long has it been sore?')).json();
    const second = (await say(consult.id, doctor.token, 'Any fever?')).json();

    expect(
      (await put(`/appointmentChats/${consult.id}`, patient.token, { readUpTo: second.id })).statusCode,
    ).toBe(200);
    const receipt = await d.waitFor((m) => m.topic === topic && eventOf(m).type === 'chat.read');
    expect(eventOf(receipt)).toMatchObject({
      type: 'chat.read',
      appointmentId: consult.id,
      userId: patient.id,
      readUpTo: second.id,
    });
    const cleared = await p.waitFor(
      (m) => m.topic === `user:${patient.id}` && eventOf(m).type === 'chat.unread' && eventOf(m).unread === 0,
    );
    expect(eventOf(cleared)).toMatchObject({ appointmentId: consult.id });

    // A stale tab's older receipt changes nothing and announces nothing.
    expect(
      (await put(`/appointmentChats/${consult.id}`, patient.token, { readUpTo: first.id })).statusCode,
    ).toBe(200);
    await say(consult.id, patient.token, 'Three days, no fever');
    await d.waitFor(
      (m) =>
        eventOf(m).type === 'chat.message' &&
        (eventOf(m).message as { text: string }).text === 'Three days, no fever',
    );
    expect(d.received.filter((m) => m.topic === topic && eventOf(m).type === 'chat.read')).toHaveLength(1);
  });
});
