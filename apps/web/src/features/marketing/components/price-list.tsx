import type { TPriceItem } from '@curo/core/content';
import { priceLabel } from '@curo/core/price-list';
import type { TPriceId } from '../content/pricing';
import { usePriceList } from '../hooks/use-price-list';

interface PriceListProps {
  items: readonly TPriceItem[];
  /** Show what Medicare contributes under each item. */
  showMedicare?: boolean;
  /** Set while placeholder prices are shown and the real ones are on their way. */
  busy?: boolean;
  /** Names the list for assistive technology when the heading above does not. */
  label?: string;
}

/** Prices as rows: the name with its price, then what it covers. */
export function PriceList({ items, showMedicare = false, busy = false, label }: PriceListProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      {items.map((item) => (
        <li key={item.id} className="p-5 sm:p-6" data-price-id={item.id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
            <p className="text-lg font-bold whitespace-nowrap text-primary">{priceLabel(item)}</p>
          </div>
          {item.summary ? <p className="mt-1 max-w-[60ch] text-muted">{item.summary}</p> : null}
          {showMedicare && item.medicare ? (
            <p className="mt-2 max-w-[60ch] text-sm text-muted">
              <span className="font-semibold text-ink">Medicare: </span>
              {item.medicare}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface PriceTagProps {
  id: TPriceId;
  className?: string;
}

/** One price inline, e.g. inside a card: "$59.00, GST-free". */
export function PriceTag({ id, className = '' }: PriceTagProps) {
  const { priceOf } = usePriceList();
  return <span className={`font-semibold text-ink ${className}`}>{priceOf(id)}</span>;
}
