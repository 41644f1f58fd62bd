import type { TAppointmentList } from '@curo/core/scheduling';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { linkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Pagination } from '../../../components/ui/pagination';
import { AppointmentRows, type AppointmentRowsProps } from './appointment-rows';

export interface ListResultsProps extends Omit<AppointmentRowsProps, 'rows'> {
  list: UseQueryResult<TAppointmentList>;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  /** What an empty list says when nothing is filtered, and what to do next. */
  empty: { title: string; body: ReactNode };
}

/** A staff list's states: loading, failed (with a retry), empty (with what next), or its rows and pages. */
export function ListResults({ list, filtered, onClear, onPage, empty, ...rows }: ListResultsProps) {
  if (list.isPending) return <Loading label="Loading appointments…" />;
  if (list.isError && !list.data)
    return <LoadProblem what="the appointments" error={list.error} onRetry={() => void list.refetch()} />;
  const { items, total, page, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
      <p role="status" className="text-sm text-muted">
        {items.length === 0
          ? ''
          : `Showing ${first}–${first + items.length - 1} of ${total} ${total === 1 ? 'consult' : 'consults'}`}
      </p>
      {items.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No consults match these filters."
            action={
              <button type="button" onClick={onClear} className={linkButton}>
                Clear the filters
              </button>
            }
          >
            Check the spelling, widen the dates or choose another state.
          </EmptyState>
        ) : (
          <EmptyState title={empty.title}>{empty.body}</EmptyState>
        )
      ) : (
        <AppointmentRows rows={items} {...rows} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hasNext={page < pageCount}
        onPage={onPage}
        label="Pages of appointments"
      />
    </div>
  );
}
