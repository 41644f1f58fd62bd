import type { TAppointmentList } from '@curo/core/scheduling';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { linkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
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
  return (
    <PagedList
      query={list}
      what="the appointments"
      loadingLabel="Loading appointments…"
      summary={({ first, last, total }) =>
        `Showing ${first}–${last} of ${total} ${total === 1 ? 'consult' : 'consults'}`
      }
      empty={
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
      }
      pagesLabel="Pages of appointments"
      onPage={onPage}
    >
      {(items) => <AppointmentRows rows={items} {...rows} />}
    </PagedList>
  );
}
