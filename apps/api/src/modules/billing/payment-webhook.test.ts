import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makePatient } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const SECRET = 'whsec_curo_webhook_test_secret';
let n = 0;

describe('POST /payments/webhook (Stripe events)', () => {
  let t: TestApp;
  let patient: Account;
  beforeAll(async () => {
    // Stripe is configured (nothing here calls it: the events come to us).
    t = await buildTestApp({
      stripe: {
        secretKey: 'sk_test_curo',
        publishableKey: 'pk_test_curo',
        webhookSecret: SECRET,
        apiUrl: 'http://127.0.0.1:9',
      },
    });
    patient = await makePatient(t);
  });
  afterAll(() => t.close());

  /** A payment held on a card at Stripe, as a booking leaves it. */
  const heldPayment = async (amountCents = 8_000) => {
    const intent = `pi_test_${++n}_${Date.now()}`;
    const rows = await t.database.executeSql(
      `insert into payments (id, patient_id, provider, provider_payment_id, price_cents, amount_cents, status, description)
       values (gen_random_uuid(), $1, 'stripe', $2, $3, $3, 'authorised', 'Consult with Dr Test') returning id`,
      [patient.id, intent, amountCents],
    );
    return { id: (rows.rows[0] as { id: string }).id, intent };
  };
  const payment = async (id: string) =>
    (
      await t.database.executeSql('select status, refunded_cents, captured_at from payments where id = $1', [
        id,
      ])
    ).rows[0] as { status: string; refunded_cents: number; captured_at: Date | null };
  const invoiceCount = async (id: string) =>
    Number(
      (
        (await t.database.executeSql('select count(*)::int as n from invoices where payment_id = $1', [id]))
          .rows[0] as { n: number }
      ).n,
    );

  const event = (type: string, object: object, id = `evt_${++n}_${Date.now()}`) => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const send = (body: object, secret = SECRET, signature?: string) => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('refuses an event whose signature does not match, and applies nothing', async () => {
    const { id, intent } = await heldPayment();
    const succeeded = event('payment_intent.succeeded', { id: intent, object: 'payment_intent' });
    const forged = await send(succeeded, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('VALIDATION_ERROR');
    expect((await send(succeeded, SECRET, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeeded),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await payment(id)).status).toBe('authorised');
    const stored = await t.database.executeSql('select 1 from payment_events where id = $1', [succeeded.id]);
    expect(stored.rows).toHaveLength(0);
  });

  it('applies each event once: a replay changes nothing and issues no second invoice', async () => {
    const { id, intent } = await heldPayment();
    const succeeded = event('payment_intent.succeeded', { id: intent, object: 'payment_intent' });
    const first = await send(succeeded);
    expect(first.json()).toEqual({ received: true, replayed: false });
    expect((await payment(id)).status).toBe('captured');
    expect(await invoiceCount(id)).toBe(1);
    const receipts = async () =>
      (
        await t.database.executeSql(
          `select count(*)::int as n from outbound_messages where to_address = $1 and subject like 'Your receipt%'`,
          [patient.email],
        )
      ).rows[0] as { n: number };
    // A payment taken at Stripe gets its receipt as one Curo took would.
    expect((await receipts()).n).toBe(1);
    const again = await send(succeeded);
    expect(again.json()).toEqual({ received: true, replayed: true });
    expect(await invoiceCount(id)).toBe(1);
    expect((await receipts()).n).toBe(1);
  });

  it('takes events in any order: a refund before the capture, an older refund after a newer one', async () => {
    const { id, intent } = await heldPayment(8_000);
    await send(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intent,
        amount_refunded: 3_000,
      }),
    );
    expect(await payment(id)).toMatchObject({ status: 'partially_refunded', refunded_cents: 3_000 });
    // The capture's own event arrives late: the refund it preceded stands.
    await send(event('payment_intent.succeeded', { id: intent, object: 'payment_intent' }));
    expect(await payment(id)).toMatchObject({ status: 'partially_refunded', refunded_cents: 3_000 });
    await send(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intent,
        amount_refunded: 8_000,
      }),
    );
    expect(await payment(id)).toMatchObject({ status: 'refunded', refunded_cents: 8_000 });
    await send(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intent,
        amount_refunded: 3_000,
      }),
    );
    expect(await payment(id)).toMatchObject({ status: 'refunded', refunded_cents: 8_000 });
    // A late "canceled" cannot undo a payment that was taken.
    await send(event('payment_intent.canceled', { id: intent, object: 'payment_intent' }));
    expect((await payment(id)).status).toBe('refunded');
  });

  it('a hold that lapsed at Stripe is released; events about unknown payments are acknowledged', async () => {
    const { id, intent } = await heldPayment();
    await send(event('payment_intent.canceled', { id: intent, object: 'payment_intent' }));
    expect((await payment(id)).status).toBe('released');
    const unknown = await send(
      event('payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent' }),
    );
    expect(unknown.json()).toEqual({ received: true, replayed: false });
  });

  it('is not there without a webhook secret', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
