import type { TPriceItem } from '@curo/core/content';
import { PRICE_ON_BOOKING, priceLabel } from '@curo/core/price-list';
import { useMemo } from 'react';
import { usePriceListQuery } from '../api/get-price-list';
import {
  PLACEHOLDER_PRICE_LISTS,
  type TKidsPriceId,
  type TPriceId,
  type TPriceListName,
} from '../content/pricing';

type PriceIdOf<L extends TPriceListName> = L extends 'kids' ? TKidsPriceId : TPriceId;

export interface PriceList<Id extends string> {
  /** Every item, in the admins' order. */
  items: readonly TPriceItem[];
  /** One item by id, or undefined when neither the API nor the placeholders have it. */
  item: (id: Id) => TPriceItem | undefined;
  /** "$59.00, GST-free", formatted by the one rule every page uses. */
  priceOf: (id: Id) => string;
  /** The items of `ids`, in that order, skipping any the list does not have. */
  pick: (ids: readonly Id[]) => TPriceItem[];
  /** True until the API has answered with a list (and for good when it cannot be reached). */
  isPlaceholder: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * A price list from the API, with the placeholder list standing in until it answers, so a page
 * never flashes an empty price and still works when the API is down. An empty list (nothing saved
 * yet) counts as no answer. An id the API list lacks falls back to its placeholder, so copy that
 * names a price ("a certificate consult costs …") always reads as a sentence.
 */
export function usePriceList(): PriceList<TPriceId>;
export function usePriceList<L extends TPriceListName>(list: L): PriceList<PriceIdOf<L>>;
export function usePriceList(list: TPriceListName = 'general'): PriceList<string> {
  const query = usePriceListQuery(list);
  const fromApi = query.data && query.data.items.length > 0 ? query.data.items : null;
  const { refetch } = query;

  return useMemo(() => {
    const placeholders = PLACEHOLDER_PRICE_LISTS[list];
    const items = fromApi ?? placeholders;
    const item = (id: string) => items.find((i) => i.id === id) ?? placeholders.find((i) => i.id === id);
    return {
      items,
      item,
      priceOf: (id: string) => {
        const found = item(id);
        return found ? priceLabel(found) : PRICE_ON_BOOKING;
      },
      pick: (ids: readonly string[]) => ids.flatMap((id) => item(id) ?? []),
      isPlaceholder: !fromApi,
      isFetching: query.isFetching,
      isError: query.isError,
      refetch: () => void refetch(),
    };
  }, [list, fromApi, query.isFetching, query.isError, refetch]);
}
