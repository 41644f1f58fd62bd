import { createHash, randomBytes } from 'node:crypto';
import { passesLuhn } from '@curo/core/luhn';
import {
  type AuthoriseResult,
  CardError,
  type CardSource,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway';

/**
 * The built-in test gateway (decision 0035): for development and the end-to-end suite, never in
 * production. No money moves and no real card is accepted: only the test numbers below, as Stripe
 * documents them. What it "holds" lives nowhere but in Curo's own payment rows.
 */
export const TEST_CARDS = {
  /** Succeeds. */
  visa: '4242424242424242',
  /** Is declined (generic decline). */
  declined: '4000000000000002',
  /** Is declined for insufficient funds. */
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, { code: string; message: string }> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined. Try another card.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds. Try another card.',
  },
};

/** How many idempotency keys' answers the test gateway keeps. */
const REMEMBERED_ANSWERS = 10_000;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** The card a test method id stands for: its number is kept only as its last four and whether it declines. */
interface TestMethod {
  decline: { code: string; message: string } | null;
}

export class TestGateway implements PaymentGateway {
  readonly kind = 'test' as const;
  /** Methods saved since start; a method id made before a restart still authorises (it is a test). */
  private readonly methods = new Map<string, TestMethod>();
  /** Answers already given per idempotency key, as a processor keeps them. */
  private readonly answered = new Map<string, unknown>();

  async customerFor(user: { id: string }, existing: string | null): Promise<string> {
    // The same user is the same test customer, across restarts.
    return existing ?? `tgcus_${createHash('sha256').update(user.id).digest('base64url').slice(0, 16)}`;
  }

  async startCardSetup(): Promise<{ clientSecret: string }> {
    throw new CardError('invalid_request', 'The test gateway takes test cards in its own form.');
  }

  async saveCard(_customerId: string, source: CardSource, idempotencyKey: string): Promise<SavedCard> {
    return this.once(idempotencyKey, () => {
      if (source.kind !== 'test-card')
        throw new CardError('invalid_request', 'The test gateway takes test cards only.');
      const number = source.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
        throw new CardError('incorrect_number', 'That card number is not valid. Check it and try again.');
      const known = number === TEST_CARDS.visa || number in DECLINES;
      if (!known)
        throw new CardError(
          'test_card_only',
          'Only test cards work here: use 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
        );
      if (expired(source.expMonth, source.expYear, new Date()))
        throw new CardError('expired_card', 'That card has expired. Use another card.');
      if (!/^\d{3,4}$/.test(source.cvc))
        throw new CardError('incorrect_cvc', 'The security code is the 3 digits on the back of the card.');
      const providerMethodId = id('tgpm');
      this.methods.set(providerMethodId, { decline: DECLINES[number] ?? null });
      return {
        providerMethodId,
        brand: 'visa',
        last4: number.slice(-4),
        expMonth: source.expMonth,
        expYear: source.expYear,
      };
    });
  }

  async removeCard(providerMethodId: string): Promise<void> {
    this.methods.delete(providerMethodId);
  }

  async authorise(input: {
    providerMethodId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<AuthoriseResult> {
    return this.once(input.idempotencyKey, (): AuthoriseResult => {
      const decline = this.methods.get(input.providerMethodId)?.decline;
      if (decline)
        return {
          status: 'declined',
          providerPaymentId: null,
          declineCode: decline.code,
          message: decline.message,
        };
      return { status: 'authorised', providerPaymentId: id('tgpi') };
    });
  }

  async capture(): Promise<void> {}
  async release(): Promise<void> {}
  async refund(): Promise<void> {}

  /** A processor's idempotency: the same key answers the same result (or the same error). */
  private once<T>(key: string, run: () => T): T {
    if (this.answered.has(key)) {
      const answer = this.answered.get(key) as { value?: T; error?: unknown };
      if ('error' in answer) throw answer.error;
      return answer.value as T;
    }
    let answer: { value?: T; error?: unknown };
    try {
      answer = { value: run() };
    } catch (error) {
      answer = { error };
    }
    // A development server runs for days: the oldest answers go first, as a processor's keys expire.
    if (this.answered.size >= REMEMBERED_ANSWERS)
      this.answered.delete(this.answered.keys().next().value as string);
    this.answered.set(key, answer);
    if ('error' in answer) throw answer.error;
    return answer.value as T;
  }
}

/** Whether a card's expiry (the end of its month) has passed at `now`. */
export function expired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return true;
  const fullYear = year < 100 ? 2000 + year : year;
  return (
    fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}
