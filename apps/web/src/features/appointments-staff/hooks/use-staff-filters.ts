import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type TAppointmentStatus,
  type TAppointmentType,
} from '@curo/core/scheduling';
import { ADMIN_VIEWS, type TAdminView } from '@curo/core/scheduling-staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TStaffFilters } from '../api/staff-list-query';

export const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const dateOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const idOf = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The keys a staff list keeps in the address. */
export type TFilterKey = 'view' | 'q' | 'type' | 'status' | 'doctor' | 'from' | 'to' | 'page';

/**
 * A staff list's view and filters, kept in the address (`?view=&q=&type=&status=&doctor=&from=&to=&page=`)
 * so a view can be bookmarked, shared with a colleague and reached with Back. The search box writes
 * once typing pauses; any new filter starts again at page 1.
 */
export function useStaffFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const view: TAdminView = oneOf(ADMIN_VIEWS, params.get('view')) ?? 'all';
  const [search, setSearch] = useState(query);
  const written = useRef(query);

  const filters: TStaffFilters = {
    search: query || undefined,
    type: oneOf<TAppointmentType>(APPOINTMENT_TYPES, params.get('type')),
    status: oneOf<TAppointmentStatus>(APPOINTMENT_STATUSES, params.get('status')),
    doctorId: idOf(params.get('doctor')),
    fromDate: dateOf(params.get('from')),
    toDate: dateOf(params.get('to')),
    page: pageOf(params.get('page')),
  };

  const update = useCallback(
    (changes: Partial<Record<TFilterKey, string | undefined>>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const wanted = search.trim();
    if (wanted === query) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      update({ q: wanted }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, update]);

  // Back, Forward or a link changed the search: the box follows.
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setSearch(query);
  }, [query]);

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
    search,
    setSearch,
    setFilter: (key: Exclude<TFilterKey, 'page' | 'q'>, value: string | undefined) =>
      update({ [key]: value }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    clear: () => {
      written.current = '';
      setSearch('');
      update({
        q: undefined,
        type: undefined,
        status: undefined,
        doctor: undefined,
        from: undefined,
        to: undefined,
      });
    },
  };
}
