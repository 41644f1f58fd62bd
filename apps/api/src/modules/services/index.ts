import type { TPriceItem } from '@curo/core/content';
import { DEFAULT_PRICES } from '@curo/core/price-list';
import type { Executor } from '../../db/client';
import { getPriceList } from './site-services';

/**
 * What a consult costs by the price list an admin keeps (its `id`, e.g. `standard`), or as first
 * seeded when they have never saved one; null when the list has no fee for it.
 */
export async function listedFeeCents(db: Executor, itemId: string): Promise<number | null> {
  const saved = await getPriceList(db, 'pricing');
  const items = saved.items.length > 0 ? saved.items : DEFAULT_PRICES;
  return items.find((item) => item.id === itemId)?.amountCents ?? null;
}

/**
 * The general price list as `/pricing` shows it: what an admin saved, or as first seeded when
 * they never have (the page shows the seeded list then too).
 */
export async function currentPrices(db: Executor): Promise<readonly TPriceItem[]> {
  const saved = await getPriceList(db, 'pricing');
  return saved.items.length > 0 ? saved.items : DEFAULT_PRICES;
}
