import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Outcome, SECRET_KEY, standInStripe } from '../../../test/stripe-stand-in';
import { CardError } from './payment-gateway';
import { StripeGateway, verifyStripeWebhook, WebhookSignatureError } from './stripe-gateway';

const stripe = standInStripe();
let gateway: StripeGateway;
let customerId: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  gateway = new StripeGateway({ secretKey: SECRET_KEY, apiUrl: `http://127.0.0.1:${port}` });
  customerId = await gateway.customerFor({ id: 'user-1', email: 'ada@example.com', name: 'Ada Byron' }, null);
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => stripe.server.close((e) => (e ? reject(e) : resolve())));
});

beforeEach(() => {
  stripe.received.length = 0;
});

/** What the stand-in was sent since the test began, as method and path. */
const calls = () => stripe.received.map((r) => `${r.method} ${r.path}`);

describe('StripeGateway: customers', () => {
  it('makes a Stripe customer for a Curo user, with the secret key, once', async () => {
    const id = await gateway.customerFor(
      { id: 'user-2', email: 'grace@example.com', name: 'Grace Hopper' },
      null,
    );
    expect(id).toMatch(/^cus_/);
    expect(calls()).toEqual(['POST /v1/customers']);
    const [request] = stripe.received;
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.params).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      'metadata[curoUserId]': 'user-2',
    });
    expect(stripe.customers.get(id)).toMatchObject({ metadata: { curoUserId: 'user-2' } });
  });

  it('uses the customer already made, asking Stripe nothing', async () => {
    const id = await gateway.customerFor({ id: 'user-1', email: 'ada@example.com', name: 'Ada' }, customerId);
    expect(id).toBe(customerId);
    expect(stripe.received).toEqual([]);
  });
});

describe('StripeGateway: starting a card setup', () => {
  it('makes a SetupIntent for the customer, for later use without them, and hands over its client secret', async () => {
    const { clientSecret } = await gateway.startCardSetup(customerId, 'key-setup-1');
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    const [request] = stripe.received;
    expect(calls()).toEqual(['POST /v1/setup_intents']);
    expect(request?.params).toMatchObject({
      customer: customerId,
      usage: 'off_session',
    });
  });
});

describe('StripeGateway: saving a card', () => {
  it("keeps the card of the customer's confirmed SetupIntent: brand, last four and expiry", async () => {
    const { setupIntentId, paymentMethodId } = stripe.setupIntent(customerId, {
      card: { brand: 'mastercard', last4: '4444' },
    });
    const card = await gateway.saveCard(
      customerId,
      { kind: 'stripe-setup-intent', setupIntentId },
      'key-save-1',
    );
    expect(card).toEqual({
      providerMethodId: paymentMethodId,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2031,
    });
    expect(calls()).toEqual([`GET /v1/setup_intents/${setupIntentId}`]);
    expect(stripe.received[0]?.params).toEqual({ 'expand[0]': 'payment_method' });
  });

  it("refuses another customer's SetupIntent", async () => {
    const other = await gateway.customerFor({ id: 'user-3', email: 'eve@example.com', name: 'Eve' }, null);
    const { setupIntentId } = stripe.setupIntent(other);
    const saving = gateway.saveCard(customerId, { kind: 'stripe-setup-intent', setupIntentId }, 'key-save-2');
    await expect(saving).rejects.toBeInstanceOf(CardError);
    await expect(saving).rejects.toThrow('That card was not added for this account. Add the card again.');
  });

  it('refuses a SetupIntent that is not confirmed, in words the patient can act on', async () => {
    const declined = stripe.setupIntent(customerId, {
      status: 'requires_payment_method',
      lastSetupError: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    const refused = await gateway
      .saveCard(
        customerId,
        { kind: 'stripe-setup-intent', setupIntentId: declined.setupIntentId },
        'key-save-3',
      )
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CardError);
    expect(refused).toMatchObject({
      declineCode: 'generic_decline',
      message: 'The card was not saved: Stripe has not confirmed it. Add the card again.',
    });

    const unconfirmed = stripe.setupIntent(customerId, { status: 'requires_action' });
    await expect(
      gateway.saveCard(
        customerId,
        { kind: 'stripe-setup-intent', setupIntentId: unconfirmed.setupIntentId },
        'key-save-4',
      ),
    ).rejects.toMatchObject({
      name: 'CardError',
      declineCode: 'setup_incomplete',
      message: 'Your bank has not confirmed the card yet. Add the card again and confirm it with your bank.',
    });
  });

  it('refuses a SetupIntent Stripe does not know', async () => {
    await expect(
      gateway.saveCard(
        customerId,
        { kind: 'stripe-setup-intent', setupIntentId: 'seti_unknown' },
        'key-save-5',
      ),
    ).rejects.toMatchObject({ name: 'CardError', declineCode: 'invalid_request' });
  });

  it('refuses a test card without asking Stripe', async () => {
    const saving = gateway.saveCard(
      customerId,
      { kind: 'test-card', number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      'key-save-6',
    );
    await expect(saving).rejects.toMatchObject({ name: 'CardError', declineCode: 'invalid_request' });
    expect(stripe.received).toEqual([]);
  });

  it('forgets a card by detaching it from the customer', async () => {
    const { paymentMethodId } = stripe.setupIntent(customerId);
    await gateway.removeCard(paymentMethodId);
    expect(calls()).toEqual([`POST /v1/payment_methods/${paymentMethodId}/detach`]);
    expect(stripe.paymentMethods.get(paymentMethodId)?.customer).toBeNull();
  });
});

describe('StripeGateway: authorising', () => {
  it('holds the amount in AUD on the saved card, off session, with manual capture and our key', async () => {
    const card = stripe.card(customerId, { kind: 'authorise' });
    const result = await gateway.authorise({
      customerId,
      providerMethodId: card,
      amountCents: 8_950,
      description: 'Consult with Dr Lee',
      idempotencyKey: 'key-auth-1',
    });
    expect(result).toEqual({ status: 'authorised', providerPaymentId: expect.stringMatching(/^pi_/) });
    expect(calls()).toEqual(['POST /v1/payment_intents']);
    const [request] = stripe.received;
    expect(request?.idempotencyKey).toBe('key-auth-1');
    expect(request?.params).toEqual({
      amount: '8950',
      currency: 'aud',
      customer: customerId,
      payment_method: card,
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      description: 'Consult with Dr Lee',
    });
    if (result.status !== 'authorised') throw new Error('not authorised');
    expect(stripe.paymentIntents.get(result.providerPaymentId)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 8_950,
    });
  });

  it('makes one PaymentIntent when the answer is lost and the SDK sends the call again with the same key', async () => {
    const card = stripe.card(customerId, { kind: 'authorise' });
    const before = stripe.paymentIntents.size;
    stripe.loseNextAnswer.add('/v1/payment_intents');
    const result = await gateway.authorise({
      customerId,
      providerMethodId: card,
      amountCents: 5_000,
      description: 'Consult',
      idempotencyKey: 'key-auth-retried',
    });
    expect(calls()).toEqual(['POST /v1/payment_intents', 'POST /v1/payment_intents']);
    expect(stripe.received.map((r) => r.idempotencyKey)).toEqual(['key-auth-retried', 'key-auth-retried']);
    expect(stripe.paymentIntents.size).toBe(before + 1);
    const made = [...stripe.paymentIntents.values()].at(-1);
    expect(result).toEqual({ status: 'authorised', providerPaymentId: made?.id });
  });

  it('answers a repeated call with the same key with the same PaymentIntent', async () => {
    const card = stripe.card(customerId, { kind: 'authorise' });
    const input = {
      customerId,
      providerMethodId: card,
      amountCents: 5_000,
      description: 'Consult',
      idempotencyKey: 'key-auth-repeated',
    };
    const before = stripe.paymentIntents.size;
    const first = await gateway.authorise(input);
    const second = await gateway.authorise(input);
    expect(second).toEqual(first);
    expect(stripe.paymentIntents.size).toBe(before + 1);
  });

  const declines: { name: string; outcome: Outcome; declineCode: string; message: string }[] = [
    {
      name: 'insufficient funds',
      outcome: {
        kind: 'decline',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds. Try another card.',
    },
    {
      name: 'a generic decline',
      outcome: { kind: 'decline', code: 'card_declined', message: 'Your card was declined.' },
      declineCode: 'card_declined',
      message: 'Your card was declined. Try another card.',
    },
    {
      name: 'an expired card',
      outcome: { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' },
      declineCode: 'expired_card',
      message: 'Your card has expired. Add a current card and try again.',
    },
    {
      name: 'a wrong security code',
      outcome: { kind: 'decline', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
      declineCode: 'incorrect_cvc',
      message: 'The security code was not accepted. Add the card again with its correct security code.',
    },
    {
      name: 'a processing error',
      outcome: {
        kind: 'decline',
        code: 'processing_error',
        message: 'An error occurred while processing your card.',
      },
      declineCode: 'processing_error',
      message: 'Your bank could not process the card just now. Try again in a moment, or use another card.',
    },
    {
      name: 'a decline code without words of its own',
      outcome: {
        kind: 'decline',
        code: 'card_declined',
        declineCode: 'do_not_honor',
        message: 'Your card was declined.',
      },
      declineCode: 'do_not_honor',
      message: 'Your card was declined. Try another card.',
    },
    {
      name: 'a bank that wants 3-D Secure, refused off session',
      outcome: {
        kind: 'decline',
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
      declineCode: 'authentication_required',
      message:
        'Your bank needs you to confirm this payment. Add the card again and confirm it with your bank.',
    },
    {
      name: 'a PaymentIntent left waiting for 3-D Secure',
      outcome: { kind: 'requires_action' },
      declineCode: 'authentication_required',
      message:
        'Your bank needs you to confirm this payment. Add the card again and confirm it with your bank.',
    },
    {
      name: 'a PaymentIntent left waiting for another card',
      outcome: {
        kind: 'requires_payment_method',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds. Try another card.',
    },
  ];

  it.each(declines)('is declined for $name, with the PaymentIntent and words for the patient', async (c) => {
    const card = stripe.card(customerId, c.outcome);
    const result = await gateway.authorise({
      customerId,
      providerMethodId: card,
      amountCents: 7_000,
      description: 'Consult',
      idempotencyKey: `key-decline-${c.name}`,
    });
    const made = [...stripe.paymentIntents.values()].at(-1);
    expect(made).toMatchObject({ amount: 7_000, currency: 'aud', customer: customerId });
    expect(result).toEqual({
      status: 'declined',
      providerPaymentId: made?.id,
      declineCode: c.declineCode,
      message: c.message,
    });
    expect(stripe.received).toHaveLength(1);
  });

  it('passes on a failure that is not a decline (an unknown card is not the patient’s fault to fix)', async () => {
    await expect(
      gateway.authorise({
        customerId,
        providerMethodId: 'pm_unknown',
        amountCents: 7_000,
        description: 'Consult',
        idempotencyKey: 'key-auth-unknown',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('StripeGateway: capture, release and refund', () => {
  async function held(amountCents: number, key: string): Promise<string> {
    const result = await gateway.authorise({
      customerId,
      providerMethodId: stripe.card(customerId, { kind: 'authorise' }),
      amountCents,
      description: 'Consult',
      idempotencyKey: key,
    });
    if (result.status !== 'authorised') throw new Error('the stand-in declined a good card');
    stripe.received.length = 0;
    return result.providerPaymentId;
  }

  it('captures part of a hold, then refunds part of it, each with its own key', async () => {
    const pi = await held(10_000, 'key-hold-capture');
    await gateway.capture(pi, 8_000, 'key-capture-1');
    await gateway.refund(pi, 3_000, 'key-refund-1');
    expect(calls()).toEqual([`POST /v1/payment_intents/${pi}/capture`, 'POST /v1/refunds']);
    expect(stripe.received.map((r) => ({ params: r.params, key: r.idempotencyKey }))).toEqual([
      { params: { amount_to_capture: '8000' }, key: 'key-capture-1' },
      { params: { payment_intent: pi, amount: '3000' }, key: 'key-refund-1' },
    ]);
    expect(stripe.paymentIntents.get(pi)).toMatchObject({ status: 'succeeded', amount_received: 8_000 });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === pi)).toEqual([
      expect.objectContaining({ object: 'refund', amount: 3_000, status: 'succeeded' }),
    ]);
  });

  it('refunds once when the same refund is asked for twice with one key', async () => {
    const pi = await held(6_000, 'key-hold-refund-twice');
    await gateway.capture(pi, 6_000, 'key-capture-2');
    await gateway.refund(pi, 6_000, 'key-refund-2');
    await gateway.refund(pi, 6_000, 'key-refund-2');
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === pi)).toHaveLength(1);
  });

  it('releases a hold by cancelling the PaymentIntent, with the key', async () => {
    const pi = await held(4_500, 'key-hold-release');
    await gateway.release(pi, 'key-release-1');
    expect(calls()).toEqual([`POST /v1/payment_intents/${pi}/cancel`]);
    expect(stripe.received[0]?.idempotencyKey).toBe('key-release-1');
    expect(stripe.paymentIntents.get(pi)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
  });

  it('lets a refusal from Stripe through: a released hold cannot be captured', async () => {
    const pi = await held(4_500, 'key-hold-released-capture');
    await gateway.release(pi, 'key-release-2');
    await expect(gateway.capture(pi, 4_500, 'key-capture-3')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(stripe.paymentIntents.get(pi)?.status).toBe('canceled');
  });
});

describe('verifyStripeWebhook', () => {
  const secret = 'whsec_standin_secret';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.canceled',
    api_version: Stripe.API_VERSION,
    created: 1_700_000_000,
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'canceled' } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('gives the event of a body Stripe signed just now, as a string or as bytes', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeWebhook(payload, header, secret)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.canceled',
      data: { object: { id: 'pi_1' } },
    });
    expect(verifyStripeWebhook(Buffer.from(payload), header, secret).id).toBe('evt_1');
  });

  it('refuses a body changed after signing', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace('payment_intent.canceled', 'payment_intent.succeeded');
    expect(() => verifyStripeWebhook(tampered, header, secret)).toThrow(WebhookSignatureError);
  });

  it('refuses a body signed with another secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => verifyStripeWebhook(payload, header, secret)).toThrow(WebhookSignatureError);
  });

  it('refuses a request without the signature header', () => {
    expect(() => verifyStripeWebhook(payload, undefined, secret)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeWebhook(payload, '', secret)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (a replayed request)', () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: nowSeconds() - 10 * 60,
    });
    expect(() => verifyStripeWebhook(payload, header, secret)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeWebhook(payload, header, secret)).toThrow(/tolerance/i);
  });

  it('refuses to verify anything without a webhook secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: '' });
    expect(() => verifyStripeWebhook(payload, header, '')).toThrow('The Stripe webhook secret is not set');
  });
});
