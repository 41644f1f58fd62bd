import { ErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makePatient } from '../../../test/accounts';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { TEST_CARDS } from '../../platform/payments/test-gateway';

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;
/** A test card that expires at the end of next year, whenever the test runs. */
const card = (number: string = TEST_CARDS.visa) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
});

describe('saved cards and payments (test gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
  });
  afterAll(() => t.close());

  const save = (
    userId: string,
    token: string,
    body: object,
    key: string | null = newKey(),
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/savePaymentMethod`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
      remoteAddress,
    });
  const cards = (userId: string, token: string) =>
    t.app.inject({ url: `/api/v1/users/${userId}/paymentMethods`, headers: bearer(token) });

  it('says which card form to show, and the cancellation policy', async () => {
    const res = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(res.json()).toEqual({ gateway: 'test', publishableKey: null, freeCancellationHours: 24 });
  });

  it('saves a test card without its number; the first is the default, a later one may become it', async () => {
    const patient = await makePatient(t);
    const first = await save(patient.id, patient.token, { card: card('4242 4242 4242 4242') });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, isDefault: true });
    expect(JSON.stringify(first.json())).not.toContain('4242424242424242');
    const second = await save(patient.id, patient.token, { card: card(), makeDefault: true });
    expect(second.json().isDefault).toBe(true);
    const listed = (await cards(patient.id, patient.token)).json().items;
    expect(listed.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [second.json().id, true],
      [first.json().id, false],
    ]);
    const stored = await t.database.executeSql(
      'select provider_method_id, last4 from payment_methods where user_id = $1',
      [patient.id],
    );
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');
  });

  it('refuses a declined, invalid, expired or real card with 402 and the reason, keeping nothing', async () => {
    const patient = await makePatient(t);
    const thisYear = new Date().getUTCFullYear();
    const refusals: Array<[object, string]> = [
      [card('4242 4242 4242 4241'), 'That card number is not valid'],
      [card('5555 5555 5555 4444'), 'Only test cards work here'],
      [{ ...card(), expYear: thisYear - 1 }, 'That card has expired'],
    ];
    for (const [body, message] of refusals) {
      const res = await save(patient.id, patient.token, { card: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(402);
      expect(res.json().error.code).toBe(ErrorCode.CARD_DECLINED);
      expect(res.json().error.message).toContain(message);
    }
    const bad = await save(patient.id, patient.token, { card: { ...card(), cvc: '1' } });
    expect(bad.statusCode).toBe(400);
    expect((await cards(patient.id, patient.token)).json().items).toEqual([]);
  });

  it('needs an Idempotency-Key, and 50 requests with one key save one card', async () => {
    const patient = await makePatient(t);
    const missing = await save(patient.id, patient.token, { card: card() }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Idempotency-Key');

    const key = newKey();
    // A retry storm from many networks at once (saving cards is limited per address, 20 a minute).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        save(patient.id, patient.token, { card: card() }, key, `10.0.0.${i + 1}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect((await cards(patient.id, patient.token)).json().items).toHaveLength(1);

    // The same key for another request is refused; a refusal is replayed as it was.
    const reused = await save(patient.id, patient.token, { card: card(), makeDefault: true }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const refusedKey = newKey();
    const expiredCard = { card: { ...card(), expYear: 2020 } };
    const refused = await save(patient.id, patient.token, expiredCard, refusedKey);
    const replayed = await save(patient.id, patient.token, expiredCard, refusedKey);
    expect(refused.statusCode).toBe(402);
    expect(replayed.statusCode).toBe(402);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
  });

  it('removes a card (the next oldest becomes the default) and answers others’ cards 404', async () => {
    const patient = await makePatient(t);
    const a = (await save(patient.id, patient.token, { card: card() })).json();
    const b = (await save(patient.id, patient.token, { card: card() })).json();
    const c = (await save(patient.id, patient.token, { card: card() })).json();
    const remove = (id: string, token = patient.token, userId = patient.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${userId}/paymentMethods/${id}`,
        headers: bearer(token),
      });
    const left = (await remove(a.id)).json().items;
    expect(left.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [b.id, true],
      [c.id, false],
    ]);
    const madeDefault = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${patient.id}/paymentMethods/${c.id}/default`,
      headers: bearer(patient.token),
    });
    expect(madeDefault.json().items[0]).toMatchObject({ id: c.id, isDefault: true });
    expect((await remove(a.id)).statusCode).toBe(404);

    const stranger = await makePatient(t);
    expect((await cards(patient.id, stranger.token)).statusCode).toBe(404);
    expect((await remove(b.id, stranger.token)).statusCode).toBe(404);
    expect((await save(patient.id, stranger.token, { card: card() })).statusCode).toBe(404);
    const admin = await makeAccount(t, 'admin');
    expect((await cards(patient.id, admin.token)).statusCode).toBe(404);
  });

  it('shows a person’s payments to them and to admins only', async () => {
    const patient = await makePatient(t);
    const payments = (token: string) =>
      t.app.inject({ url: `/api/v1/users/${patient.id}/payments`, headers: bearer(token) });
    expect((await payments(patient.token)).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await payments((await makeAccount(t, 'admin')).token)).statusCode).toBe(200);
    expect((await payments((await makePatient(t)).token)).statusCode).toBe(404);
    expect((await payments((await makeAccount(t, 'doctor')).token)).statusCode).toBe(404);
  });
});
