import { ROLES, type TRole } from '@curo/core/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TUserFilters } from '../api/get-users';

export const SEARCH_DEBOUNCE_MS = 300;

const roleOf = (value: string | null): TRole | undefined =>
  (ROLES as readonly string[]).includes(value ?? '') ? (value as TRole) : undefined;

export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The users list's search, role and page, kept in the address (`?query=&role=&page=`) so a
 * view can be bookmarked, shared with a colleague and reached with Back. The search box writes
 * to the address once typing pauses; a new search or role starts again at page 1.
 */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const role = roleOf(params.get('role'));
  const page = pageOf(params.get('page'));
  const [search, setSearch] = useState(query);
  /** What the box last wrote, so that arriving in the address does not overwrite newer typing. */
  const written = useRef(query);

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
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
      update({ query: wanted, page: undefined }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, update]);

  // Back, Forward or a link changed the search: the box follows.
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setSearch(query);
  }, [query]);

  const filters: TUserFilters = { role, query: query || undefined, page };
  return {
    filters,
    search,
    setSearch,
    setRole: (next: TRole | undefined) => update({ role: next, page: undefined }, false),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }, false),
  };
}
