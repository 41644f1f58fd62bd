import { CONSULT_KIND_NAMES } from '@curo/core/medicare';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatGstFreeFee } from '../../../lib/money';
import type { TMbsItem } from '../api/get-mbs-items';
import { lengthLabel } from '../utils/mbs-item';

interface MbsItemRowProps {
  item: TMbsItem;
  /** True while its reactivation is on its way. */
  reactivating: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/**
 * One item: its number and states, its actions beside them from tablets up (under it on phones),
 * and its facts in columns on wide screens, stacked as a card on phones.
 */
export function MbsItemRow({ item, reactivating, onEdit, onDeactivate, onReactivate }: MbsItemRowProps) {
  const which = <span className="sr-only"> item {item.itemNumber}</span>;
  const headingId = `mbs-item-${item.id}`;
  const facts: readonly [string, string][] = [
    ['Kind of consult', CONSULT_KIND_NAMES[item.consultType]],
    ['Length', lengthLabel(item)],
    ['Fee', formatGstFreeFee(item.feeCents)],
    ['Billing', item.bulkBillable ? 'May be bulk billed' : 'Private only'],
  ];
  return (
    <li
      aria-labelledby={headingId}
      className={`grid gap-3 p-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start ${item.active ? '' : 'bg-surface'}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:min-h-11">
          <h2 id={headingId} className="font-semibold text-ink">
            Item {item.itemNumber}
          </h2>
          <StatusPill tone={item.active ? 'success' : 'neutral'}>
            {item.active ? 'Active' : 'Inactive'}
          </StatusPill>
          {item.demo ? <StatusPill tone="warning">Demo value</StatusPill> : null}
        </div>
        <p className="mt-1 break-words text-[15px] text-muted">{item.description}</p>
      </div>
      <div className="order-last flex flex-wrap gap-2 border-t border-line pt-3 md:order-none md:border-0 md:pt-0">
        <button type="button" onClick={onEdit} className={smallButton}>
          Edit{which}
        </button>
        {item.active ? (
          <button type="button" onClick={onDeactivate} className={smallDangerButton}>
            Deactivate{which}
          </button>
        ) : (
          <button type="button" onClick={onReactivate} disabled={reactivating} className={smallButton}>
            {reactivating ? 'Reactivating…' : 'Reactivate'}
            {which}
          </button>
        )}
      </div>
      <dl className="grid gap-y-1 text-sm md:col-span-2 md:grid-cols-4 md:gap-x-6">
        {facts.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 md:block">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words text-ink md:mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
