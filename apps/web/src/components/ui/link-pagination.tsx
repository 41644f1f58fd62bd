import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** The pages to show: the first, the last, and two either side of the current one; gaps as null. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  // A gap of one page is shown as that page rather than as "…".
  for (const p of [...wanted]) {
    if (wanted.has(p + 2) && !wanted.has(p + 1)) wanted.add(p + 1);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

interface LinkPaginationProps {
  page: number;
  pageCount: number;
  /** The address of page `n`, so every page is a real link that can be opened or shared. */
  hrefFor: (page: number) => string;
  label?: string;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-semibold transition-colors';

/** Previous, numbered pages and next, as links; nothing when everything fits on one page. */
export function LinkPagination({ page, pageCount, hrefFor, label = 'Pages' }: LinkPaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {previous ? (
        <Link
          to={hrefFor(previous)}
          rel="prev"
          className={`${item} border border-line bg-white text-ink hover:border-primary hover:text-primary`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${item} bg-primary text-white`}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} className={`${item} text-ink hover:bg-surface hover:text-primary`}>
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link
          to={hrefFor(next)}
          rel="next"
          className={`${item} border border-line bg-white text-ink hover:border-primary hover:text-primary`}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
