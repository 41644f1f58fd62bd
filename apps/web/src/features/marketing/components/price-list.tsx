import { formatPrice, PRICES, type TPriceId } from '../content/pricing';

interface PriceListProps {
  ids: readonly TPriceId[];
  /** Show what Medicare contributes under each item. */
  showMedicare?: boolean;
}

/** Prices from the one price table, as rows: the name with its price, then what it covers. */
export function PriceList({ ids, showMedicare = false }: PriceListProps) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {ids.map((id) => {
        const item = PRICES[id];
        return (
          <li key={id} className="p-5 sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
              <p className="text-lg font-bold whitespace-nowrap text-primary">{formatPrice(item)}</p>
            </div>
            <p className="mt-1 max-w-[60ch] text-muted">{item.summary}</p>
            {showMedicare ? (
              <p className="mt-2 max-w-[60ch] text-sm text-muted">
                <span className="font-semibold text-ink">Medicare: </span>
                {item.medicare}
              </p>
            ) : null}
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
