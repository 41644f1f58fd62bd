/**
 * Curo's public prices. Every page that shows a price reads it from here, so a price changes in one
 * place. Amounts are integer cents: floating-point dollars drift when added.
 */

export type TPriceId =
  | 'standard'
  | 'priority'
  | 'certificate'
  | 'script'
  | 'specialist'
  | 'callback'
  | 'offline'
  | 'workersComp';

interface TPriceItemBase {
  id: TPriceId;
  name: string;
  /** One sentence: what the fee pays for. */
  summary: string;
  /** What Medicare does (or does not) contribute, stated plainly. */
  medicare: string;
  /**
   * Medical consults are GST-free in Australia. The field exists so that an item that is not
   * GST-free cannot be added without deciding how it is shown.
   */
  gstFree: true;
}

export type TPriceItem = TPriceItemBase &
  (
    | {
        billing: 'patient';
        amountCents: number;
        /** True when the amount is a starting price (longer consults cost more). */
        isFrom: boolean;
      }
    | { billing: 'insurer' }
  );

export const PRICES: Record<TPriceId, TPriceItem> = {
  standard: {
    id: 'standard',
    name: 'Standard GP consult',
    summary: 'A booked video or phone consult with an Australian-registered GP at a time you choose.',
    medicare:
      'Private fee. A Medicare rebate applies only if you meet the telehealth rules, usually an established relationship with the doctor or practice.',
    gstFree: true,
    billing: 'patient',
    amountCents: 5900,
    isFrom: false,
  },
  priority: {
    id: 'priority',
    name: 'Instant, urgent or after-hours consult',
    summary: 'Join the queue and see the next available GP, or ask for an urgent same-day consult.',
    medicare: 'Private fee. No Medicare rebate unless you meet the telehealth rules.',
    gstFree: true,
    billing: 'patient',
    amountCents: 7900,
    isFrom: false,
  },
  certificate: {
    id: 'certificate',
    name: 'Medical certificate consult',
    summary:
      'A short consult with a doctor, who issues a certificate if it is appropriate. Certificates are never sold without a consult.',
    medicare: 'Private fee. No Medicare rebate.',
    gstFree: true,
    billing: 'patient',
    amountCents: 2900,
    isFrom: false,
  },
  script: {
    id: 'script',
    name: 'Script renewal consult',
    summary:
      'A short consult to renew a medicine you already take. The doctor prescribes only if it is safe and appropriate.',
    medicare: 'Private fee. No Medicare rebate. Your medicine may still be subsidised under the PBS.',
    gstFree: true,
    billing: 'patient',
    amountCents: 2900,
    isFrom: false,
  },
  specialist: {
    id: 'specialist',
    name: 'Specialist consult (ADHD, paediatrics)',
    summary: 'A video consult with a specialist. Initial consults take longer and cost more than reviews.',
    medicare:
      'A Medicare rebate is available with a valid referral from your GP. You pay the fee and the rebate is paid back to your bank account.',
    gstFree: true,
    billing: 'patient',
    amountCents: 22000,
    isFrom: true,
  },
  callback: {
    id: 'callback',
    name: 'Callback consult',
    summary: 'Ask for a call and a GP phones you back, so you do not have to wait on screen.',
    medicare: 'Private fee. No Medicare rebate unless you meet the telehealth rules.',
    gstFree: true,
    billing: 'patient',
    amountCents: 5900,
    isFrom: false,
  },
  offline: {
    id: 'offline',
    name: 'Offline review',
    summary: 'Answer a set of questions in writing; a GP reviews them and replies, calling you if needed.',
    medicare: 'Private fee. No Medicare rebate.',
    gstFree: true,
    billing: 'patient',
    amountCents: 3900,
    isFrom: false,
  },
  workersComp: {
    id: 'workersComp',
    name: "Workers' compensation consult",
    summary: 'Consults for an accepted workplace injury claim. You give us your claim number when you book.',
    medicare: "Medicare does not pay for workers' compensation consults; the insurer does.",
    gstFree: true,
    billing: 'insurer',
  },
};

/** The order prices appear in a full list. */
export const PRICE_ORDER: readonly TPriceId[] = [
  'standard',
  'priority',
  'callback',
  'offline',
  'certificate',
  'script',
  'specialist',
  'workersComp',
];

const audFormatter = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
});

/** "$59.00" from 5900. */
export function formatCents(cents: number): string {
  return audFormatter.format(cents / 100);
}

/**
 * The price as a sentence fragment: "$59.00, GST-free", "From $220.00, GST-free" or
 * "Billed to the insurer". Every page formats prices through this, so the GST wording never drifts.
 */
export function formatPrice(item: TPriceItem): string {
  if (item.billing === 'insurer') return 'Billed to your insurer';
  const amount = formatCents(item.amountCents);
  const gst = item.gstFree ? 'GST-free' : 'includes GST';
  return item.isFrom ? `From ${amount}, ${gst}` : `${amount}, ${gst}`;
}

/** Shorthand for a price by id, e.g. `priceOf('standard')` → "$59.00, GST-free". */
export const priceOf = (id: TPriceId) => formatPrice(PRICES[id]);

/**
 * Service hours for the instant queue and callbacks, in Sydney time. The state pages restate
 * them in local time; keep those in step if this changes.
 */
export const SERVICE_HOURS = '8 am – 10 pm AEST/AEDT (Sydney time), every day';
