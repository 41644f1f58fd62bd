import type { ReactNode } from 'react';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import type { useStaffFilters } from '../hooks/use-staff-filters';
import { ListFilters } from './list-filters';
import { ListResults, type ListResultsProps } from './list-results';

interface StaffListProps extends Omit<ListResultsProps, 'filtered' | 'onClear' | 'onPage'> {
  /** The list's search, filters and page, kept in the address. */
  staff: ReturnType<typeof useStaffFilters>;
  idPrefix: string;
  /** What the search box matches, in its placeholder. */
  searchHint: string;
  /**
   * The admin sheet: kind, state, doctor and dates besides the search, and a view other than "all"
   * counts as a filter.
   */
  full?: boolean;
  /** Follow the consults on screen, so a change made elsewhere shows without a reload. */
  live?: boolean;
  /** Above the search: the sheet's view and export. */
  children?: ReactNode;
}

/** A staff list of consults: its search and filters, then its rows and pages. */
export function StaffList({
  staff,
  list,
  idPrefix,
  searchHint,
  full = false,
  live = false,
  children,
  ...results
}: StaffListProps) {
  useLiveUpdates({ appointmentIds: list.data?.items.map((row) => row.id) ?? [], enabled: live });
  return (
    <div className="flex flex-col gap-6">
      {children}
      <ListFilters
        idPrefix={idPrefix}
        full={full}
        filters={staff.filters}
        search={staff.search}
        onSearch={staff.setSearch}
        onFilter={staff.setFilter}
        searchHint={searchHint}
      />
      <ListResults
        {...results}
        list={list}
        filtered={staff.filtered || (full && staff.view !== 'all')}
        onClear={staff.clear}
        onPage={staff.setPage}
      />
    </div>
  );
}
