import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type TAppointmentStatus,
  type TAppointmentType,
} from '@curo/core/scheduling';
import { ADMIN_VIEWS, type TAdminView } from '@curo/core/scheduling-staff';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import type { TStaffFilters } from '../api/staff-list-query';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const dateOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const idOf = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);

/** What a staff list keeps in the address besides its search and page. */
type TFilterKey = 'view' | 'type' | 'status' | 'doctor' | 'from' | 'to';

/**
 * A staff list's view and filters, kept in the address (`?view=&q=&type=&status=&doctor=&from=&to=&page=`)
 * so a view can be bookmarked, shared with a colleague and reached with Back. Clearing the filters
 * keeps the view.
 */
export function useStaffFilters() {
  const list = useSearchParamsState('q', { keep: ['view'] });
  const { params } = list;
  const view: TAdminView = oneOf(ADMIN_VIEWS, params.get('view')) ?? 'all';

  const filters: TStaffFilters = {
    search: list.query || undefined,
    type: oneOf<TAppointmentType>(APPOINTMENT_TYPES, params.get('type')),
    status: oneOf<TAppointmentStatus>(APPOINTMENT_STATUSES, params.get('status')),
    doctorId: idOf(params.get('doctor')),
    fromDate: dateOf(params.get('from')),
    toDate: dateOf(params.get('to')),
    page: list.page,
  };

  const filtered = Boolean(
    filters.search ||
      filters.type ||
      filters.status ||
      filters.doctorId ||
      filters.fromDate ||
      filters.toDate,
  );

  return {
    view,
    filters,
    filtered,
    search: list.search,
    setSearch: list.setSearch,
    setFilter: (key: TFilterKey, value: string | undefined) => list.setFilter(key, value),
    setPage: list.setPage,
    clear: list.clear,
  };
}
