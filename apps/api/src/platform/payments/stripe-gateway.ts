import Stripe from 'stripe';
import {
  type AuthoriseResult,
  CardError,
  type CardSource,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway';

/**
 * The Stripe gateway (decision 0035). Cards are entered in Stripe's Payment Element and confirmed
 * there as a SetupIntent; Curo only ever sees the SetupIntent's id and the card's brand, last four
 * and expiry. Payments are PaymentIntents with manual capture: authorising holds the amount, capture
 * takes it, cancel releases it. Every call that moves money sends Curo's idempotency key, so a call
 * retried (by the SDK after a network error, or by Curo) is answered, not repeated, by Stripe.
 */

/** How long one request to Stripe may take before the SDK gives up on it (and retries). */
const REQUEST_TIMEOUT_MS = 20_000;
/** Retries of a failed request (network error, 409, 5xx), each with the same idempotency key. */
const MAX_NETWORK_RETRIES = 2;

/** What the patient reads when their card is declined, by Stripe's decline (or error) code. */
const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card.',
  generic_decline: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  expired_card: 'Your card has expired. Add a current card and try again.',
  incorrect_cvc: 'The security code was not accepted. Add the card again with its correct security code.',
  processing_error:
    'Your bank could not process the card just now. Try again in a moment, or use another card.',
  authentication_required:
    'Your bank needs you to confirm this payment. Add the card again and confirm it with your bank.',
};
const DEFAULT_DECLINE_MESSAGE = 'Your card was declined. Try another card.';

function declined(providerPaymentId: string | null, code: string | null | undefined): AuthoriseResult {
  const declineCode = code || 'card_declined';
  return {
    status: 'declined',
    providerPaymentId,
    declineCode,
    message: DECLINE_MESSAGES[declineCode] ?? DEFAULT_DECLINE_MESSAGE,
  };
}

/** Where the SDK sends its requests when `apiUrl` is given (a stand-in for Stripe in tests). */
function addressOf(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`The Stripe API address must be http or https: ${apiUrl}`);
  if (url.pathname !== '/' || url.search)
    throw new Error(`The Stripe API address takes no path (the SDK adds /v1/): ${apiUrl}`);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
  };
}

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: { secretKey: string; apiUrl?: string }) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: MAX_NETWORK_RETRIES,
      timeout: REQUEST_TIMEOUT_MS,
      ...(options.apiUrl ? addressOf(options.apiUrl) : {}),
    });
  }

  async customerFor(
    user: { id: string; email: string; name: string },
    existing: string | null,
  ): Promise<string> {
    if (existing) return existing;
    // One key per Curo user: two first card saves at once make one customer (for Stripe's 24 hours).
    const customer = await this.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { curoUserId: user.id } },
      { idempotencyKey: `curo-customer-${user.id}` },
    );
    return customer.id;
  }

  async startCardSetup(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create(
      { customer: customerId, usage: 'off_session' },
      { idempotencyKey: `curo-setup-${idempotencyKey}` },
    );
    if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
    return { clientSecret: intent.client_secret };
  }

  /**
   * The card of a SetupIntent the browser confirmed with Stripe for this customer. Nothing is
   * written at Stripe (the confirmation attached the card to the customer), so the idempotency key
   * has nothing to guard here.
   */
  async saveCard(customerId: string, source: CardSource, _idempotencyKey: string): Promise<SavedCard> {
    if (source.kind !== 'stripe-setup-intent')
      throw new CardError(
        'invalid_request',
        'Card payments here take cards entered in the Stripe card form only.',
      );
    let setupIntent: Stripe.SetupIntent;
    try {
      setupIntent = await this.stripe.setupIntents.retrieve(source.setupIntentId, {
        expand: ['payment_method'],
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        throw new CardError('invalid_request', 'That card was not found at Stripe. Add the card again.');
      throw error;
    }
    const owner = typeof setupIntent.customer === 'string' ? setupIntent.customer : setupIntent.customer?.id;
    if (owner !== customerId)
      throw new CardError('invalid_request', 'That card was not added for this account. Add the card again.');
    if (setupIntent.status !== 'succeeded')
      throw new CardError(
        setupIntent.last_setup_error?.decline_code ||
          setupIntent.last_setup_error?.code ||
          'setup_incomplete',
        setupIntent.status === 'requires_action'
          ? 'Your bank has not confirmed the card yet. Add the card again and confirm it with your bank.'
          : 'The card was not saved: Stripe has not confirmed it. Add the card again.',
      );
    const method = setupIntent.payment_method;
    if (!method || typeof method === 'string' || !method.card)
      throw new CardError('invalid_request', 'Only cards can be saved here. Add a card.');
    return {
      providerMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async removeCard(providerMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(providerMethodId);
  }

  async authorise(input: {
    customerId: string;
    providerMethodId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<AuthoriseResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'aud',
          customer: input.customerId,
          payment_method: input.providerMethodId,
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      // A decline is a 402 card error; the PaymentIntent it made (if any) comes with it.
      if (error instanceof Stripe.errors.StripeCardError)
        return declined(error.payment_intent?.id ?? null, error.decline_code || error.code);
      throw error;
    }
    switch (intent.status) {
      case 'requires_capture':
        return { status: 'authorised', providerPaymentId: intent.id };
      case 'requires_payment_method':
        return declined(
          intent.id,
          intent.last_payment_error?.decline_code || intent.last_payment_error?.code || 'card_declined',
        );
      case 'requires_action':
        // 3-D Secure wanted, and the patient is not at the card form to give it.
        return declined(intent.id, 'authentication_required');
      default:
        // Not a state a confirmed manual-capture card payment ends in: nothing to hold or release
        // with confidence, so the caller sees a failure (with the id, for whoever looks into it).
        throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status} after confirming`);
    }
  }

  async capture(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.capture(
      providerPaymentId,
      { amount_to_capture: amountCents },
      { idempotencyKey },
    );
  }

  async release(providerPaymentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(providerPaymentId, {}, { idempotencyKey });
  }

  async refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: providerPaymentId, amount: amountCents },
      { idempotencyKey },
    );
  }
}

/** A webhook request that did not come from Stripe (or came too late): answer it 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The event of a Stripe webhook request, once its `Stripe-Signature` header proves it is Stripe's,
 * for exactly this body, signed within the last five minutes. `rawBody` must be the bytes as
 * received (a re-serialised JSON body does not verify). No network is used.
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  webhookSecret: string,
): Stripe.Event {
  // An empty secret would make any HMAC "valid" to whoever also uses an empty key.
  if (!webhookSecret) throw new Error('The Stripe webhook secret is not set');
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new WebhookSignatureError(error.message);
    throw error;
  }
}
