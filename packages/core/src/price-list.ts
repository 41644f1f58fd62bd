import type { TPriceItem } from './content';
import { formatAud } from './money';

/** What a patient-billed item with no amount yet says. */
export const PRICE_ON_BOOKING = 'Price shown when you book';

/**
 * A price as people read it: "$59.00, GST-free", "From $220.00, GST-free" or "Billed to your
 * insurer" (the pricing page's wording, for places outside the browser such as the assistant).
 */
export function priceLabel(item: Pick<TPriceItem, 'billing' | 'amountCents' | 'isFrom' | 'gstFree'>): string {
  if (item.billing === 'insurer') return 'Billed to your insurer';
  if (item.amountCents === null) return PRICE_ON_BOOKING;
  const amount = formatAud(item.amountCents);
  const gst = item.gstFree ? 'GST-free' : 'includes GST';
  return item.isFrom ? `From ${amount}, ${gst}` : `${amount}, ${gst}`;
}

/**
 * Curo's price lists as first seeded: the database's starting point (admins edit them there) and
 * what the site shows until `/services/pricing` answers, so a price never flashes empty. Amounts
 * are integer cents, GST-free medical services.
 */
export const DEFAULT_PRICES: readonly TPriceItem[] = [
  {
    id: 'standard',
    name: 'Standard GP consult',
    summary: 'A booked video or phone consult with an Australian-registered GP at a time you choose.',
    medicare:
      'Private fee. A Medicare rebate applies only if you meet the telehealth rules, usually an established relationship with the doctor or practice.',
    billing: 'patient',
    amountCents: 5900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'priority',
    name: 'Instant, urgent or after-hours consult',
    summary: 'Join the queue and see the next available GP, or ask for an urgent same-day consult.',
    medicare: 'Private fee. No Medicare rebate unless you meet the telehealth rules.',
    billing: 'patient',
    amountCents: 7900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'callback',
    name: 'Callback consult',
    summary: 'Ask for a call and a GP phones you back, so you do not have to wait on screen.',
    medicare: 'Private fee. No Medicare rebate unless you meet the telehealth rules.',
    billing: 'patient',
    amountCents: 5900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'offline',
    name: 'Offline review',
    summary: 'Answer a set of questions in writing; a GP reviews them and replies, calling you if needed.',
    medicare: 'Private fee. No Medicare rebate.',
    billing: 'patient',
    amountCents: 3900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'certificate',
    name: 'Medical certificate consult',
    summary:
      'A short consult with a doctor, who issues a certificate if it is appropriate. Certificates are never sold without a consult.',
    medicare: 'Private fee. No Medicare rebate.',
    billing: 'patient',
    amountCents: 2900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'script',
    name: 'Script renewal consult',
    summary:
      'A short consult to renew a medicine you already take. The doctor prescribes only if it is safe and appropriate.',
    medicare: 'Private fee. No Medicare rebate. Your medicine may still be subsidised under the PBS.',
    billing: 'patient',
    amountCents: 2900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'specialist',
    name: 'Specialist consult (ADHD, paediatrics)',
    summary: 'A video consult with a specialist. Initial consults take longer and cost more than reviews.',
    medicare:
      'A Medicare rebate is available with a valid referral from your GP. You pay the fee and the rebate is paid back to your bank account.',
    billing: 'patient',
    amountCents: 22000,
    isFrom: true,
    gstFree: true,
  },
  {
    id: 'workersComp',
    name: "Workers' compensation consult",
    summary: 'Consults for an accepted workplace injury claim. You give us your claim number when you book.',
    medicare: "Medicare does not pay for workers' compensation consults; the insurer does.",
    billing: 'insurer',
    amountCents: null,
    isFrom: false,
    gstFree: true,
  },
];

export const DEFAULT_KIDS_PRICES: readonly TPriceItem[] = [
  {
    id: 'kids-gp',
    name: 'GP consult for a child',
    summary: 'A video consult with a GP for a child under 16, with a parent or carer present.',
    medicare: 'Private fee. A Medicare rebate applies if you meet the telehealth rules.',
    billing: 'patient',
    amountCents: 4900,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'kids-paediatrician-initial',
    name: 'Paediatrician, first consult',
    summary: 'A 45–60 minute first consult with a paediatrician.',
    medicare: 'Medicare rebate with a valid GP referral.',
    billing: 'patient',
    amountCents: 26000,
    isFrom: false,
    gstFree: true,
  },
  {
    id: 'kids-paediatrician-review',
    name: 'Paediatrician, review',
    summary: 'A follow-up consult of up to 30 minutes.',
    medicare: 'Medicare rebate with a valid GP referral.',
    billing: 'patient',
    amountCents: 15000,
    isFrom: false,
    gstFree: true,
  },
];
