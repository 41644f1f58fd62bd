import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, EVERY_KIND, makePatient } from '../../../test/accounts';
import { freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { TEST_CARDS } from '../payments/test-gateway';
import { ABANDONED_AFTER_SECONDS, claimKey, releaseUnansweredKeys } from './idempotency.repository';

/**
 * A request killed with its server (SIGKILL, a crash) leaves its Idempotency-Key claimed with no
 * answer. Found by the chaos run (decision 0062): every retry then waited 15 s and heard
 * IDEMPOTENCY_IN_PROGRESS, for the key's whole day, and a card hold made before the kill stayed
 * with no booking.
 */
describe('an Idempotency-Key whose request died with its server', () => {
  let t: TestApp;
  let doctor: Account;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    doctor = await makeGp(t, { consultSettings: { ...EVERY_KIND, priceCents: 8_000 } });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  /** Leaves `key` as a killed first request would: claimed, unanswered, `secondsAgo` old. */
  const claimedBy = async (patient: Account, key: string, secondsAgo: number) =>
    t.database.executeSql(
      `insert into idempotency_keys (user_id, key, fingerprint, created_at)
       values ($1, $2, 'killed-request', now() - make_interval(secs => $3))`,
      [patient.id, key, secondsAgo],
    );
  const heldConsult = async (patient: Account, skip: number) => {
    const saved = await post(
      `/users/${patient.id}/savePaymentMethod`,
      patient.token,
      {
        card: { number: TEST_CARDS.visa, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
      },
      `save-${patient.id}`,
    );
    const startsAt = (await freeStarts(t, doctor.id, mondayAhead(7)))[skip];
    const held = await post('/appointments/bookSpecialtySlot', patient.token, {
      doctorId: doctor.id,
      startsAt,
      duration: 15,
      reason: 'Sore throat',
    });
    expect(held.statusCode).toBe(201);
    return { appointmentId: held.json().id as string, paymentMethodId: saved.json().id as string };
  };

  it('is acted on by a retry once it has gone unanswered longer than any request runs', async () => {
    const patient = await makePatient(t);
    const body = await heldConsult(patient, 0);
    await claimedBy(patient, 'confirm-killed-1', ABANDONED_AFTER_SECONDS + 1);
    const retried = await post('/appointments/confirmSpecialtySlot', patient.token, body, 'confirm-killed-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: body.appointmentId, status: 'scheduled' });
    // And its answer is kept for the next repeat like any other.
    const again = await post('/appointments/confirmSpecialtySlot', patient.token, body, 'confirm-killed-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('is not taken over while its request may still be running', async () => {
    const patient = await makePatient(t);
    await claimedBy(patient, 'still-running-1', 5);
    expect(
      await claimKey(t.database.db, { userId: patient.id, key: 'still-running-1', fingerprint: 'x' }),
    ).toBe(false);
  });

  it('is let go at start-up on embedded PGlite, where no other server can be running it', async () => {
    const patient = await makePatient(t);
    await claimedBy(patient, 'killed-at-start-1', 5);
    const answered = await post(
      `/users/${patient.id}/savePaymentMethod`,
      patient.token,
      {
        card: { number: TEST_CARDS.visa, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
      },
      'answered-1',
    );
    expect(answered.statusCode).toBe(201);
    expect(await releaseUnansweredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.executeSql(
      'select key from idempotency_keys where user_id = $1 order by key',
      [patient.id],
    );
    expect(left.rows).toEqual([{ key: 'answered-1' }]);
  });
});
