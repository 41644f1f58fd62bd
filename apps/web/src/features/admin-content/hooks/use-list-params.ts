import { useSearchParamsState } from '../../../lib/use-search-params-state';

/** A content list's search, filters and page, kept in the address; `searchKey` as the API names it. */
export function useListParams(searchKey = 'q') {
  return useSearchParamsState(searchKey);
}
