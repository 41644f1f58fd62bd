import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A stand-in for api.stripe.com (decision 0035), shared by the gateway's tests and the billing
 * routes' tests: the Stripe SDK is pointed at it by host, port and protocol.
 */
export const SECRET_KEY = 'sk_test_standin_0123456789';

interface Recorded {
  method: string;
  path: string;
  /** The query string (GET) or the form-encoded body (POST), decoded: `{ 'metadata[curoUserId]': … }`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** How a card behaves when a PaymentIntent is confirmed with it. */
export type Outcome =
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
export function standInStripe() {
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
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = stripeId('seti');
      const intent = {
        id,
        object: 'setup_intent',
        customer: params.customer ?? null,
        usage: params.usage ?? 'off_session',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${stripeId('s')}`,
        payment_method: null,
        created: now(),
        livemode: false,
      };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
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
