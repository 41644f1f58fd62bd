import { chatPagePath } from '@curo/core/chat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor, makePatient } from '../../../test/accounts';
import { bookAppointment, freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { eventually } from '../../../test/eventually';
import { queryRows } from '../../../test/query';
import { sendUnreadNotice } from './send-unread-notices';

/** Put in every message; no email may carry it (health information stays behind sign-in). */
const MARK = 'QX7-CLINICAL-MARKER';

const waitFor = (check: () => Promise<boolean>, what: string) =>
  eventually(check, { what, timeout: 20_000, interval: 100 });

/**
 * The email about an unread message, across restarts: `t` runs without jobs (as a server down for
 * them would); instances built on its database run them, and each start sweeps at once.
 */
describe('an unread chat message emails its reader once', () => {
  let t: TestApp;
  let doctor: Account;
  let starts: string[] = [];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Dr Priya Raman, a Sydney GP working Monday to Friday 09:00–17:00.
    doctor = await makeGp(t, { firstName: 'Priya', lastName: 'Raman' });
    starts = await freeStarts(t, doctor.id, mondayAhead(7));
  });
  afterAll(() => t.close());

  async function consultWith(patient: Account) {
    const startsAt = starts[next++];
    if (!startsAt) throw new Error('out of slots');
    return bookAppointment(t, patient.token, { doctorId: doctor.id, startsAt });
  }
  const say = async (id: string, token: string, text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/chat`,
      headers: bearer(token),
      payload: { text: `${text} ${MARK}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };
  /** Time passes: the consult's messages were sent `minutes` earlier than they were. */
  const age = (appointmentId: string, minutes: number) =>
    t.database.db.execute(
      sql`update consult_chat_messages set created_at = created_at - make_interval(mins => ${minutes}) where appointment_id = ${appointmentId}`,
    );
  const noticesTo = (email: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t.database.db,
      sql`select subject, text_body from outbound_messages where to_address = ${email} and subject = 'New message about your consult'`,
    );
  const sweepsDone = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pgboss.job where name = 'chat-unread-notices' and state = 'completed'`,
        )
      )[0]?.n ?? 0,
    );
  /** Starts an instance that runs jobs, waits for its start-up sweep, and stops it. */
  async function sweepOnce() {
    const before = await sweepsDone().catch(() => 0);
    const instance = await buildSecondInstance(t, { jobsEnabled: true });
    await waitFor(async () => (await sweepsDone()) > before, 'the start-up sweep');
    await instance.close();
  }

  it('emails the people a message is unread by after 10 minutes, once, without the message, across restarts', async () => {
    const patient = await makePatient(t, { firstName: 'Mia', lastName: 'Nguyen' });
    const colleague = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    const consult = await consultWith(patient);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/participants',
      headers: bearer(patient.token),
      payload: { appointmentId: consult.id, name: 'Dr Ana Silva', role: 'doctor', userId: colleague.id },
    });
    expect(added.statusCode).toBe(201);
    await say(consult.id, doctor.token, 'Your blood test shows low iron');
    await say(consult.id, doctor.token, 'Please start the tablets today');
    // Another consult whose message is only 5 minutes old: not yet due.
    const recent = await makePatient(t);
    const recentConsult = await consultWith(recent);
    await say(recentConsult.id, doctor.token, 'Results tomorrow');
    await age(recentConsult.id, 5);
    // And one the patient read in time.
    const reader = await makePatient(t);
    const readConsult = await consultWith(reader);
    const read = await say(readConsult.id, doctor.token, 'All clear');
    const receipt = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/appointmentChats/${readConsult.id}`,
      headers: bearer(reader.token),
      payload: { readUpTo: read.id },
    });
    expect(receipt.statusCode).toBe(200);
    for (const id of [consult.id, readConsult.id]) await age(id, 11);

    await sweepOnce();
    const [notice] = await noticesTo(patient.email);
    expect(await noticesTo(patient.email)).toHaveLength(1);
    expect(notice?.text_body).toContain('Dr Priya Raman sent you a message about your consult');
    expect(notice?.text_body).toContain(`${t.config.publicUrl}${chatPagePath(consult.id)}`);
    expect(`${notice?.subject} ${notice?.text_body}`).not.toContain(MARK);
    expect(await noticesTo(colleague.email)).toHaveLength(1);
    // Not the sender, not a message read in time, not one that is not yet 10 minutes old.
    expect(await noticesTo(doctor.email)).toEqual([]);
    expect(await noticesTo(reader.email)).toEqual([]);
    expect(await noticesTo(recent.email)).toEqual([]);

    // Another start, and a retried job for the same message, send nothing more.
    await sweepOnce();
    expect(await noticesTo(patient.email)).toHaveLength(1);
    const [first] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from consult_chat_messages where appointment_id = ${consult.id} order by seq limit 1`,
    );
    expect(
      await sendUnreadNotice(t.database.db, t.mail, {
        appointmentId: consult.id,
        userId: patient.id,
        messageId: first?.id ?? '',
      }),
    ).toBe(false);
    expect(await noticesTo(patient.email)).toHaveLength(1);
  });

  it('emails again only about what arrives after the reader caught up', async () => {
    const patient = await makePatient(t);
    const consult = await consultWith(patient);
    await say(consult.id, doctor.token, 'First');
    await age(consult.id, 11);
    await sweepOnce();
    expect(await noticesTo(patient.email)).toHaveLength(1);

    // Still unread: a second message in the same stretch earns no second email.
    await say(consult.id, doctor.token, 'Second');
    await age(consult.id, 11);
    await sweepOnce();
    expect(await noticesTo(patient.email)).toHaveLength(1);

    // The patient reads; the next unread message is news again.
    const latest = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from consult_chat_messages where appointment_id = ${consult.id} order by seq desc limit 1`,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/appointmentChats/${consult.id}`,
      headers: bearer(patient.token),
      payload: { readUpTo: latest[0]?.id },
    });
    await say(consult.id, doctor.token, 'Third');
    await age(consult.id, 11);
    await sweepOnce();
    expect(await noticesTo(patient.email)).toHaveLength(2);
  });
});
