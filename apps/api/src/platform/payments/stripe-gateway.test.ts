import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardError } from './payment-gateway';
import { StripeGateway, verifyStripeWebhook, WebhookSignatureError } from './stripe-gateway';

const SECRET_KEY = 'sk_test_standin_0123456789';

interface Recorded {
  method: string;
  path: string;
  /** The query string (GET) or the form-encoded body (POST), decoded: `{ 'metadata[curoUserId]': … }`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** How a card behaves when a PaymentIntent is confirmed with it. */
type Outcome =
  | { kind: 'authorise' }
  /** Stripe's answer to a declined off-session confirmation: 402, the PaymentIntent inside the error. */
  | { kind: 'decline'; code: string; declineCode?: string; message: string }
  /** A 200 with the PaymentIntent waiting for another card. */
  | { kind: 'requires_payment_method'; code: string; declineCode?: string; message: string }
  /** A 200 with the PaymentIntent waiting for 3-D Secure. */
  | { kind: 'requires_action' };

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const error = (status: number, fields: Json): Answer => ({ status, body: { error: fields } });
const missing = (what: string, id: string) =>
  error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });
const unexpectedState = (intent: Json) =>
  error(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent's status is ${intent.status}.`,
    payment_intent: intent,
  });

/**
 * A stand-in for api.stripe.com: the endpoints the gateway calls, answering with Stripe's shapes,
 * keeping Stripe's idempotency (a key's first answer is replayed to its repeats), and recording
 * every request it is sent.
 */
function standInStripe() {
  const received: Recorded[] = [];
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const outcomes = new Map<string, Outcome>();
  const setupIntents = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const answered = new Map<string, { request: string; answer: Answer }>();
  /** Paths whose next request is carried out, but whose answer is lost on the way back (a 500 instead). */
  const loseNextAnswer = new Set<string>();

  const now = () => Math.floor(Date.now() / 1000);

  function paymentMethod(customer: string | null, card: { brand: string; last4: string }, outcome: Outcome) {
    const id = stripeId('pm');
    paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 8,
        exp_year: 2031,
        country: 'AU',
        funding: 'credit',
      },
      created: now(),
      livemode: false,
    });
    outcomes.set(id, outcome);
    return id;
  }

  function act(method: string, path: string, params: Record<string, string>): Answer {
    /** The path's captured parts when the request is `verb` to a path like `pattern`. */
    const on = (verb: string, pattern: RegExp) =>
      method === verb ? (path.match(pattern)?.slice(1) as string[] | undefined) : undefined;
    if (method === 'POST' && path === '/v1/customers') {
      const id = stripeId('cus');
      const customer = {
        id,
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        ),
        created: now(),
        livemode: false,
      };
      customers.set(id, customer);
      return { status: 200, body: customer };
    }
    const setupIntentPath = on('GET', /^\/v1\/setup_intents\/([^/]+)$/);
    if (setupIntentPath) {
      const [id = ''] = setupIntentPath;
      const intent = setupIntents.get(id);
      if (!intent) return missing('setupintent', id);
      const expand = Object.entries(params)
        .filter(([k]) => k.startsWith('expand['))
        .map(([, v]) => v);
      const pm = intent.payment_method as string | null;
      return {
        status: 200,
        body: {
          ...intent,
          payment_method: pm && expand.includes('payment_method') ? paymentMethods.get(pm) : pm,
        },
      };
    }
    const detachPath = on('POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/);
    if (detachPath) {
      const [id = ''] = detachPath;
      const pm = paymentMethods.get(id);
      if (!pm) return missing('PaymentMethod', id);
      if (!pm.customer)
        return error(400, {
          type: 'invalid_request_error',
          message:
            'The payment method you provided is not attached to a customer so detachment is impossible.',
        });
      pm.customer = null;
      return { status: 200, body: pm };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pmId = params.payment_method ?? '';
      const pm = paymentMethods.get(pmId);
      if (!pm) return missing('PaymentMethod', pmId);
      const amount = Number(params.amount);
      const intent: Json = {
        id: stripeId('pi'),
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: params.currency,
        customer: params.customer,
        payment_method: pmId,
        capture_method: params.capture_method ?? 'automatic_async',
        confirmation_method: 'automatic',
        description: params.description ?? null,
        status: 'requires_confirmation',
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
        created: now(),
        livemode: false,
      };
      paymentIntents.set(intent.id as string, intent);
      if (params.confirm !== 'true') return { status: 200, body: intent };
      const outcome = outcomes.get(pmId) ?? { kind: 'authorise' };
      switch (outcome.kind) {
        case 'authorise':
          Object.assign(intent, {
            status: intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
            amount_capturable: intent.capture_method === 'manual' ? amount : 0,
            amount_received: intent.capture_method === 'manual' ? 0 : amount,
            latest_charge: stripeId('ch'),
          });
          return { status: 200, body: intent };
        case 'requires_action':
          Object.assign(intent, {
            status: 'requires_action',
            next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
          });
          return { status: 200, body: intent };
        case 'decline':
        case 'requires_payment_method': {
          const cardError = {
            type: 'card_error',
            code: outcome.code,
            ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
            message: outcome.message,
            doc_url: `https://stripe.com/docs/error-codes/${outcome.code}`,
          };
          Object.assign(intent, {
            status: 'requires_payment_method',
            payment_method: null,
            last_payment_error: { ...cardError, payment_method: pm },
          });
          if (outcome.kind === 'requires_payment_method') return { status: 200, body: intent };
          return error(402, { ...cardError, payment_intent: intent });
        }
      }
    }
    const intentActionPath = on('POST', /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/);
    if (intentActionPath) {
      const [id = '', action] = intentActionPath;
      const intent = paymentIntents.get(id);
      if (!intent) return missing('payment_intent', id);
      if (action === 'capture') {
        if (intent.status !== 'requires_capture') return unexpectedState(intent);
        const amount = params.amount_to_capture ? Number(params.amount_to_capture) : Number(intent.amount);
        if (amount > Number(intent.amount_capturable))
          return error(400, {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            param: 'amount_to_capture',
            message: 'The amount to capture is more than the amount that can be captured.',
          });
        Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      } else {
        if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
        Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(params.payment_intent ?? '');
      if (!intent) return missing('payment_intent', params.payment_intent ?? '');
      if (intent.status !== 'succeeded')
        return error(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: 'This PaymentIntent has no successful charge to refund.',
        });
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = params.amount ? Number(params.amount) : Number(intent.amount_received) - refunded;
      if (refunded + amount > Number(intent.amount_received))
        return error(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: 'Refund amount is greater than the unrefunded amount of the charge.',
        });
      const refund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const params = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : body));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const authorization = req.headers.authorization;
      received.push({ method, path: url.pathname, params, idempotencyKey, authorization });
      const reply = ({ status, body: json }: Answer, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': stripeId('req'),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          ...headers,
        });
        res.end(JSON.stringify(json));
      };
      if (authorization !== `Bearer ${SECRET_KEY}`)
        return reply(error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }));
      const request = `${method} ${url.pathname} ${url.search}${body}`;
      const earlier = method === 'POST' && idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.request !== request)
          return reply(
            error(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
          );
        return reply(earlier.answer, { 'idempotent-replayed': 'true' });
      }
      const answer = act(method, url.pathname, params);
      if (method === 'POST' && idempotencyKey) answered.set(idempotencyKey, { request, answer });
      if (loseNextAnswer.delete(url.pathname))
        return reply(error(500, { type: 'api_error', message: 'An unknown error occurred' }));
      reply(answer);
    });
  });

  return {
    server,
    received,
    customers,
    paymentMethods,
    paymentIntents,
    refunds,
    loseNextAnswer,
    /** A card the browser saved for `customer` through a SetupIntent (in `status`). */
    setupIntent(
      customer: string | null,
      options: {
        status?: string;
        card?: { brand: string; last4: string };
        outcome?: Outcome;
        lastSetupError?: Json;
      } = {},
    ) {
      const pm = paymentMethod(
        options.status === undefined || options.status === 'succeeded' ? customer : null,
        options.card ?? { brand: 'visa', last4: '4242' },
        options.outcome ?? { kind: 'authorise' },
      );
      const id = stripeId('seti');
      setupIntents.set(id, {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        payment_method: pm,
        payment_method_types: ['card'],
        status: options.status ?? 'succeeded',
        usage: 'off_session',
        last_setup_error: options.lastSetupError ?? null,
        created: now(),
        livemode: false,
      });
      return { setupIntentId: id, paymentMethodId: pm };
    },
    /** A saved card of `customer` that behaves as `outcome` when charged. */
    card(customer: string, outcome: Outcome) {
      return paymentMethod(customer, { brand: 'visa', last4: '0002' }, outcome);
    },
  };
}

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
