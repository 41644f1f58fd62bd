import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface TCrumb {
  label: string;
  /** Left out for the current page. */
  to?: string;
}

/** Where a page sits: "FAQ › Certificates and prescriptions". The last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly TCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {items.map((item, i) => (
          <li key={`${item.label}-${item.to ?? ''}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted/70" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-8 items-center font-medium text-primary underline-offset-4 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
