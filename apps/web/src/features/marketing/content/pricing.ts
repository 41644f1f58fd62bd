import type { TPriceItem } from '@curo/core/content';
import { DEFAULT_KIDS_PRICES, DEFAULT_PRICES, priceLabel } from '@curo/core/price-list';

/**
 * Curo's prices come from the API (`/services/pricing`, `/services/kids-pricing`), where admins
 * edit them. The placeholders below are the seeded lists themselves (one copy, in packages/core):
 * what a page shows until the API answers, and if it cannot be reached, so a price never flashes
 * empty. Amounts are integer cents: floating-point dollars drift when added.
 */

/** Prices the site's copy refers to by id ("a certificate consult costs …"). */
export type TPriceId =
  | 'standard'
  | 'priority'
  | 'certificate'
  | 'script'
  | 'specialist'
  | 'callback'
  | 'offline'
  | 'workersComp';

/** Children's prices (`/kids`, paediatrics). */
export type TKidsPriceId = 'kids-gp' | 'kids-paediatrician-initial' | 'kids-paediatrician-review';

export type TPriceListName = 'general' | 'kids';

/** The general price list, in the order a full list shows it. */
export const PLACEHOLDER_PRICES: readonly TPriceItem[] = DEFAULT_PRICES;

/** Children's prices. */
export const PLACEHOLDER_KIDS_PRICES: readonly TPriceItem[] = DEFAULT_KIDS_PRICES;

export const PLACEHOLDER_PRICE_LISTS: Record<TPriceListName, readonly TPriceItem[]> = {
  general: PLACEHOLDER_PRICES,
  kids: PLACEHOLDER_KIDS_PRICES,
};

/** What a price says when a patient-billed item has no amount yet. */
/**
 * A specialty's own price (`priceCents` from its CMS page), as a starting price: first consults
 * are longer and cost more than reviews, so a single amount is never the whole story.
 */
export const formatSpecialtyPrice = (priceCents: number) =>
  priceLabel({ billing: 'patient', amountCents: priceCents, isFrom: true, gstFree: true });

/**
 * Service hours for the instant queue and callbacks, in Sydney time. The state pages restate
 * them in local time; keep those in step if this changes.
 */
export const SERVICE_HOURS = '8 am – 10 pm AEST/AEDT (Sydney time), every day';

/** A formatted price placed mid-sentence: "consults cost from $220.00, GST-free". */
export const midSentence = (price: string) => price.replace(/^From /, 'from ');
