import { formatPrice, PRICES, type TPriceId } from '../content/pricing';

interface PriceListProps {
  ids: readonly TPriceId[];
  /** Show what Medicare contributes under each item. */
  showMedicare?: boolean;
}

/** Prices from the one price table, as rows: name and summary on the left, the price on the right. */
export function PriceList({ ids, showMedicare = false }: PriceListProps) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {ids.map((id) => {
        const item = PRICES[id];
        return (
          <li key={id} className="grid gap-2 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-8 sm:p-6">
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
              <p className="mt-1 text-muted">{item.summary}</p>
              {showMedicare ? (
                <p className="mt-2 text-sm text-muted">
                  <span className="font-semibold text-ink">Medicare: </span>
                  {item.medicare}
                </p>
              ) : null}
            </div>
            <p className="order-first text-lg font-bold text-primary sm:order-none sm:text-right sm:whitespace-nowrap">
              {formatPrice(item)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

interface PriceTagProps {
  id: TPriceId;
  className?: string;
}

/** One price inline, e.g. inside a card: "$59.00, GST-free". */
export function PriceTag({ id, className = '' }: PriceTagProps) {
  return <span className={`font-semibold text-ink ${className}`}>{formatPrice(PRICES[id])}</span>;
}
