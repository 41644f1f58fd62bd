import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DescriptionItem } from '../../../components/ui/description-item';

export interface TFact {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}

interface FactCardProps {
  title?: string;
  facts: readonly TFact[];
  /** A link or note at the foot of the card. */
  footer?: ReactNode;
}

/** "At a glance" card for a hero: price, hours, who it is for. */
export function FactCard({ title = 'At a glance', facts, footer }: FactCardProps) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{title}</p>
      <dl className="mt-4 divide-y divide-line">
        {facts.map(({ icon: Icon, label, value }) => (
          <DescriptionItem
            key={label}
            gutter="badge"
            icon={
              <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            }
            term={label}
            className="py-4 first:pt-2 last:pb-0"
            termClassName="text-sm text-muted"
            detailsClassName="font-semibold text-ink"
          >
            {value}
          </DescriptionItem>
        ))}
      </dl>
      {footer ? <div className="mt-6 border-t border-line pt-5 text-sm text-muted">{footer}</div> : null}
    </div>
  );
}
