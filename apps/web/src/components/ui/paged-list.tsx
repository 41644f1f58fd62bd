import type { ReactNode } from 'react';
import { LoadProblem } from './load-problem';
import { Loading } from './loading-rows';
import { Pagination } from './pagination';

interface Page<T> {
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
}

interface PagedListProps<T> {
  /** The page asked for, as a TanStack query gives it. */
  query: {
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
    data: Page<T> | undefined;
    refetch: () => unknown;
  };
  /** What is listed, for the words while it loads or when it fails: "the posts". */
  what: string;
  /** What a screen reader hears while it loads, when not "Loading {what}…". */
  loadingLabel?: string;
  /** The status line over a page with rows: "Showing 1–12 of 30 posts". */
  summary: (shown: { first: number; last: number; total: number }) => string;
  /** What a page without rows shows instead. */
  empty: ReactNode;
  /** The page links' name for screen readers: "Pages of posts". */
  pagesLabel: string;
  onPage: (page: number) => void;
  /** The rows of the page. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One page of a long list: loading, failed (with a retry), or its rows (or what an empty page
 * says) under a status line, with the links to the other pages. A failed refetch keeps the rows.
 */
export function PagedList<T>({
  query,
  what,
  loadingLabel = `Loading ${what}…`,
  summary,
  empty,
  pagesLabel,
  onPage,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (!query.data)
    return <LoadProblem what={what} error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total, page, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      <p role="status" className="text-sm text-muted">
        {items.length === 0 ? '' : summary({ first, last: first + items.length - 1, total })}
      </p>
      {items.length === 0 ? empty : children(items)}
      <Pagination
        page={page}
        pageCount={pageCount}
        hasNext={page < pageCount}
        onPage={onPage}
        label={pagesLabel}
      />
    </div>
  );
}
