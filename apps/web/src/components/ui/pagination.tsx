import { ChevronLeft, ChevronRight } from 'lucide-react';
import { smallButton } from './button';

interface PaginationProps {
  page: number;
  /** Unknown when the list does not count its rows; then "Next" depends on `hasNext`. */
  pageCount?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers: "Users pages". */
  label: string;
}

/** Previous and next, with where the reader is. Hidden when everything fits on one page. */
export function Pagination({ page, pageCount, hasNext, onPage, label }: PaginationProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={smallButton}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous<span className="sr-only"> page</span>
      </button>
      <p className="text-sm text-muted">
        Page {page}
        {pageCount ? ` of ${pageCount}` : ''}
      </p>
      <button type="button" onClick={() => onPage(page + 1)} disabled={!hasNext} className={smallButton}>
        Next<span className="sr-only"> page</span>
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
