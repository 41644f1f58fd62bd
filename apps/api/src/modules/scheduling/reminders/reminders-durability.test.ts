import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND, makeDoctor, OFFICE_HOURS } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { eventually } from '../../../../test/eventually';
import { queryRows } from '../../../../test/query';

const waitFor = (check: () => Promise<boolean>, what: string, timeout = 20_000) =>
  eventually(check, { what, timeout, interval: 100 });

/**
 * Durable jobs across restarts: the server that books is not the one that sends. `t` runs without
 * jobs (as a server that is down for them would); instances built on its database run them.
 */
describe('reminders survive a restart and go out exactly once', () => {
  let t: TestApp;
  let doctorId = '';
  let slots: string[] = [];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Dr Priya Raman, a Sydney GP working Monday to Friday 09:00–17:00, taking 15- and 30-minute consults.
    doctorId = (
      await makeDoctor(t, {
        firstName: 'Priya',
        lastName: 'Raman',
        timeZone: 'Australia/Sydney',
        specialties: ['General practice'],
        consultSettings: EVERY_KIND,
        weekly: OFFICE_HOURS,
        signedIn: false,
      })
    ).id;
    slots = (await t.app.inject(`/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${mondayAhead(14)}`))
      .json()
      .map((s: { startsAt: string }) => s.startsAt);
  });
  afterAll(() => t.close());

  async function bookWithDueReminder(phone: string) {
    const patient = await signUpPatient(t, { phone });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: slots[next++], duration: 15, reason: 'Check-up' },
    });
    expect(res.statusCode).toBe(201);
    const appointment = res.json() as { id: string };
    // Time passes while no server runs jobs: the 24 h reminder falls due unseen.
    await t.database.db.execute(
      sql`update reminders set due_at = now() - interval '5 minutes' where appointment_id = ${appointment.id} and kind = 'auto24h'`,
    );
    return { patient, appointment };
  }
  const messagesTo = async (email: string, mobile: string) =>
    queryRows<{ channel: string; to_address: string; subject: string | null; text_body: string }>(
      t.database.db,
      sql`select m.channel, m.to_address, m.subject, m.text_body from outbound_messages m
        where (m.to_address = ${email} and m.subject like 'Reminder:%') or (m.channel = 'sms' and m.to_address = ${mobile})`,
    );
  const statusOf = async (appointmentId: string) =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from reminders where appointment_id = ${appointmentId} and kind = 'auto24h'`,
      )
    )[0]?.status;
  const sweepsDone = async () =>
    Number(
      (
        await queryRows<{ n: string | number }>(
          t.database.db,
          sql`select count(*) as n from pgboss.job where name = 'reminders-send' and state = 'completed'`,
        )
      )[0]?.n ?? 0,
    );

  it('sends a reminder that fell due while the server was down once it starts, and never again', async () => {
    const { patient, appointment } = await bookWithDueReminder('0412 555 010');
    expect(await statusOf(appointment.id)).toBe('pending');

    const first = await buildSecondInstance(t, { jobsEnabled: true });
    await waitFor(async () => (await statusOf(appointment.id)) === 'sent', 'the reminder to be sent');
    const sent = await messagesTo(patient.email, '+61412555010');
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((m) => m.channel === 'email');
    expect(email?.subject).toMatch(/^Reminder: your consult on \w{3} \d+ \w{3} \d{4}, .+ AE[DS]T$/);
    expect(email?.text_body).toMatch(
      /A reminder of your consult with Dr Priya Raman at \w{3} \d+ \w{3} \d{4}, .+ AE[DS]T\./,
    );
    expect(sent.find((m) => m.channel === 'sms')?.text_body).toMatch(/^Curo: reminder of your consult/);
    await first.close();

    // Another start: its catch-up sweep runs and finds nothing to send.
    const before = await sweepsDone();
    const second = await buildSecondInstance(t, { jobsEnabled: true });
    await waitFor(async () => (await sweepsDone()) > before, 'the start-up sweep of the second instance');
    await second.close();
    expect(await messagesTo(patient.email, '+61412555010')).toHaveLength(2);
  });

  it('two instances starting together still send a due reminder once', async () => {
    const { patient, appointment } = await bookWithDueReminder('0412 555 020');
    const before = await sweepsDone();
    const [a, b] = await Promise.all([
      buildSecondInstance(t, { jobsEnabled: true }),
      buildSecondInstance(t, { jobsEnabled: true }),
    ]);
    await waitFor(async () => (await statusOf(appointment.id)) === 'sent', 'the reminder to be sent');
    await waitFor(async () => (await sweepsDone()) > before, 'the start-up sweeps');
    await Promise.all([a.close(), b.close()]);
    expect((await messagesTo(patient.email, '+61412555020')).map((m) => m.channel).sort()).toEqual([
      'email',
      'sms',
    ]);
  });

  it('releases a lapsed hold by itself, recorded in history and without an email', async () => {
    const patient = await signUpPatient(t);
    // Only what the hold sends counts: signing up has already emailed a verification link.
    const mailBefore = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from outbound_messages where to_address = ${patient.email}`,
      )
    ).map((m) => m.id);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/bookSpecialtySlot',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: slots[next++], duration: 15, reason: 'Rash' },
    });
    const id = held.json().id as string;
    await t.database.db.execute(
      sql`update appointments set hold_expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const sweeper = await buildSecondInstance(t, { jobsEnabled: true });
    const statusNow = async () =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from appointments where id = ${id}`,
        )
      )[0]?.status;
    await waitFor(async () => (await statusNow()) === 'expired', 'the hold to expire');
    await sweeper.close();
    const history = await queryRows<{ action: string; actor_id: string | null }>(
      t.database.db,
      sql`select action, actor_id from appointment_events where appointment_id = ${id} order by created_at, id`,
    );
    expect(history).toEqual([
      { action: 'hold', actor_id: expect.any(String) },
      { action: 'expireHold', actor_id: null },
    ]);
    const mail = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from outbound_messages where to_address = ${patient.email}`,
    );
    expect(mail.filter((m) => !mailBefore.includes(m.id))).toEqual([]);
  });
});
