import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TFeature {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  /** Optional link to a page that says more. */
  link?: { to: string; label: string };
}

interface FeatureGridProps {
  items: readonly TFeature[];
  columns?: 2 | 3;
}

/** Cards with an icon, an h3 and a sentence or two; used for services and reasons. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 sm:gap-6 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {items.map(({ icon: Icon, title, body, link }) => (
        <li key={title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
          <div className="mt-2 text-muted">{body}</div>
          {link ? (
            <Link
              to={link.to}
              className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-4 font-semibold text-primary hover:text-primary-hover"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
