import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/** A `?page=` value as a page number: 1 unless it is a whole number from 2 to 10,000. */
export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
};

/**
 * A list's search, filters and page, kept in the address so a view can be bookmarked, shared with
 * a colleague and reached with Back. The search box writes to the address once typing pauses; any
 * change but the page's own starts again at page 1. `searchKey` is the parameter the API calls its
 * search (`q`, `query`); `clear` removes every parameter but those in `keep` (a list's view is
 * not a filter).
 */
export function useSearchParamsState(searchKey: string, { keep = [] }: { keep?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const query = params.get(searchKey)?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const [search, setSearch] = useState(query);
  /** What the box last wrote, so that arriving in the address does not overwrite newer typing. */
  const written = useRef(query);

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
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
      update({ [searchKey]: wanted }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, update, searchKey]);

  // Back, Forward or a link changed the search: the box follows.
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setSearch(query);
  }, [query]);

  return {
    params,
    query,
    page,
    search,
    setSearch,
    /** Sets a filter (undefined removes it) and goes back to page 1. */
    setFilter: (key: string, value: string | undefined) => update({ [key]: value }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    clear: () => {
      written.current = '';
      setSearch('');
      setParams(
        (current) => {
          const next = new URLSearchParams();
          for (const key of keep) for (const value of current.getAll(key)) next.append(key, value);
          return next;
        },
        { preventScrollReset: true },
      );
    },
  };
}
