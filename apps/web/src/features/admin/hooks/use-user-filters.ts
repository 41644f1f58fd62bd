import { ROLES, type TRole } from '@curo/core/auth';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import type { TUserFilters } from '../api/get-users';

const roleOf = (value: string | null): TRole | undefined =>
  (ROLES as readonly string[]).includes(value ?? '') ? (value as TRole) : undefined;

/** The users list's search, role and page, kept in the address (`?query=&role=&page=`). */
export function useUserFilters() {
  const list = useSearchParamsState('query');
  const filters: TUserFilters = {
    role: roleOf(list.params.get('role')),
    query: list.query || undefined,
    page: list.page,
  };
  return {
    filters,
    search: list.search,
    setSearch: list.setSearch,
    setRole: (next: TRole | undefined) => list.setFilter('role', next),
    setPage: list.setPage,
  };
}
