import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, EVERY_KIND, makeAccount, makePatient } from '../../../test/accounts';
import { advance, freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { eventually } from '../../../test/eventually';
import { type Outcome, SECRET_KEY, standInStripe } from '../../../test/stripe-stand-in';

const FEE = 9_500;

/** The whole money path with Stripe, through Curo's routes, against a stand-in for api.stripe.com. */
describe('paying with Stripe (stand-in Stripe API)', () => {
  const stripe = standInStripe();
  let t: TestApp;
  let doctor: Account;
  let admin: Account;
  let keys = 0;
  const key = () => `stripe-key-${Date.now()}-${++keys}`;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    t = await buildTestApp({
      stripe: {
        secretKey: SECRET_KEY,
        publishableKey: 'pk_test_standin',
        webhookSecret: 'whsec_standin',
        apiUrl: `http://127.0.0.1:${port}`,
      },
    });
    doctor = await makeGp(t, { consultSettings: { ...EVERY_KIND, priceCents: FEE } });
    admin = await makeAccount(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
  });

  const post = (url: string, token: string, payload?: object, idempotencyKey: string | null = key()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      ...(payload ? { payload } : {}),
    });
  const customerOf = async (patient: Account) =>
    (
      (
        await t.database.executeSql('select customer_id from billing_customers where user_id = $1', [
          patient.id,
        ])
      ).rows[0] as { customer_id: string }
    ).customer_id;

  /** What the browser does with Stripe's Payment Element: a SetupIntent confirmed at Stripe, then kept. */
  const saveCard = async (patient: Account, outcome?: Outcome) => {
    const started = await post(`/users/${patient.id}/setupIntent`, patient.token, undefined, null);
    expect(started.statusCode).toBe(201);
    expect(started.json().clientSecret).toMatch(/_secret_/);
    const { setupIntentId } = stripe.setupIntent(await customerOf(patient), {
      card: { brand: 'visa', last4: '4242' },
      ...(outcome ? { outcome } : {}),
    });
    const saved = await post(`/users/${patient.id}/savePaymentMethod`, patient.token, { setupIntentId });
    expect(saved.statusCode).toBe(201);
    return saved.json().id as string;
  };
  const book = async (patient: Account, methodId: string, skip: number) => {
    const startsAt = (await freeStarts(t, doctor.id, mondayAhead(7)))[skip];
    const held = await post('/appointments/bookSpecialtySlot', patient.token, {
      doctorId: doctor.id,
      startsAt,
      duration: 15,
      reason: 'Migraine',
    });
    return post('/appointments/confirmSpecialtySlot', patient.token, {
      appointmentId: held.json().id,
      paymentMethodId: methodId,
    });
  };

  it('saves a card through a SetupIntent, holds the fee with manual capture, charges it after the consult, refunds it', async () => {
    const patient = await makePatient(t);
    const methodId = await saveCard(patient);
    const booked = await book(patient, methodId, 0);
    expect(booked.statusCode).toBe(200);
    const customer = await customerOf(patient);
    const [intent] = [...stripe.paymentIntents.values()].filter((pi) => pi.customer === customer);
    expect(intent).toMatchObject({
      amount: FEE,
      currency: 'aud',
      capture_method: 'manual',
      status: 'requires_capture',
    });

    for (const action of ['start', 'end']) await advance(t, booked.json().id, action, doctor.token);
    await eventually(() => expect(intent?.status).toBe('succeeded'));
    const payments = await t.app.inject({
      url: `/api/v1/users/${patient.id}/payments`,
      headers: bearer(patient.token),
    });
    const [payment] = payments.json().items;
    expect(payment).toMatchObject({
      status: 'captured',
      test: false,
      card: { brand: 'visa', last4: '4242' },
    });

    const refunded = await post(`/payments/${payment.id}/refund`, admin.token, {
      amountCents: 2_500,
      reason: 'Ran short',
    });
    expect(refunded.json()).toMatchObject({ status: 'partially_refunded', refundedCents: 2_500 });
    expect([...stripe.refunds.values()]).toContainEqual(
      expect.objectContaining({ amount: 2_500, payment_intent: intent?.id }),
    );
  });

  it('lets Stripe’s card form run in the page, and nothing else of Stripe’s', async () => {
    const csp = (await t.app.inject('/api/v1/health')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src blob: https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toContain('https://api.stripe.com');
  });

  it('a card Stripe declines books nothing and says why', async () => {
    const patient = await makePatient(t);
    const methodId = await saveCard(patient, {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const refused = await book(patient, methodId, 1);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe(ErrorCode.CARD_DECLINED);
    const stillHeld = await t.database.executeSql(
      `select count(*)::int as n from appointments where patient_id = $1 and status = 'held'`,
      [patient.id],
    );
    expect((stillHeld.rows[0] as { n: number }).n).toBe(1);
  });
});
