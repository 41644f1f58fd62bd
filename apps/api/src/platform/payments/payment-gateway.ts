/**
 * What Curo asks of a card processor (decision 0035): save a card for a customer, authorise an
 * amount on it, capture or release that authorisation, refund a captured payment. Two gateways
 * answer it: Stripe when `STRIPE_SECRET_KEY` is set, else the built-in test gateway, where no
 * money moves. Amounts are whole cents in Australian dollars. Every call that moves money carries
 * an idempotency key, which the processor honours, so a retried call never charges twice.
 */

/** A saved card as Curo keeps it: never its number, only what a person recognises it by. */
export interface SavedCard {
  /** The processor's id for the card (Stripe's `pm_…`, the test gateway's `tgpm_…`). */
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * How a card reaches the gateway. With Stripe the browser gives the card to Stripe's Payment
 * Element and Curo receives only the confirmed SetupIntent's id; with the test gateway the card
 * form posts the test card's details (no real card is accepted there).
 */
export type CardSource =
  | { kind: 'stripe-setup-intent'; setupIntentId: string }
  | { kind: 'test-card'; number: string; expMonth: number; expYear: number; cvc: string };

export type AuthoriseResult =
  | { status: 'authorised'; providerPaymentId: string }
  | { status: 'declined'; providerPaymentId: string | null; declineCode: string; message: string };

export interface PaymentGateway {
  readonly kind: 'stripe' | 'test';
  /** The processor's customer for a Curo user, made on first use (`existing` when already made). */
  customerFor(user: { id: string; email: string; name: string }, existing: string | null): Promise<string>;
  /**
   * Stripe only: a SetupIntent for the customer, whose client secret the browser's Payment Element
   * confirms with Stripe (the card never reaches Curo); `saveCard` then keeps its card.
   */
  startCardSetup(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }>;
  /** Keeps a card for the customer; a declined or invalid card throws a CardError. */
  saveCard(customerId: string, source: CardSource, idempotencyKey: string): Promise<SavedCard>;
  /** Forgets a saved card at the processor. */
  removeCard(providerMethodId: string): Promise<void>;
  /** Holds `amountCents` on the card, to be captured later. */
  authorise(input: {
    customerId: string;
    providerMethodId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<AuthoriseResult>;
  /** Takes `amountCents` (at most what was authorised) of a held payment. */
  capture(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Lets a held payment go: nothing is taken. */
  release(providerPaymentId: string, idempotencyKey: string): Promise<void>;
  /** Gives back `amountCents` of a captured payment. */
  refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

/** A card the processor refused (declined, expired, wrong number): its message is for the patient. */
export class CardError extends Error {
  constructor(
    readonly declineCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
