import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface TLinkCard {
  to: string;
  title: string;
  description?: string;
  icon?: LucideIcon;
}

interface LinkCardsProps {
  items: readonly TLinkCard[];
  columns?: 2 | 3 | 4;
}

const columnClass = { 2: '', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A grid of whole-card links: state pages, related pages, places to go from an empty state. */
export function LinkCards({ items, columns = 3 }: LinkCardsProps) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columnClass[columns]}`}>
      {items.map(({ to, title, description, icon: Icon }) => (
        <li key={to} className="flex">
          <Link
            to={to}
            className={`group flex min-h-11 w-full gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-primary ${description ? 'items-start' : 'items-center'}`}
          >
            {Icon ? (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="flex items-center justify-between gap-2 font-semibold text-ink group-hover:text-primary">
                {title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
              </span>
              {description ? <span className="mt-1 block text-sm text-muted">{description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
