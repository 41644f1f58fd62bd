import { SLUG_PATTERN } from '@curo/core/content-constants';
import { useLocation, useSearchParams } from 'react-router';
import { pageOf } from '../../../lib/use-search-params-state';

export interface TBlogListParams {
  page: number;
  category?: string;
  tag?: string;
  q?: string;
}

/** A slug from the address, or undefined when it is missing or could not be one. */
const slugOf = (raw: string | null) => {
  const value = raw?.trim().toLowerCase();
  return value && SLUG_PATTERN.test(value) ? value : undefined;
};

/**
 * The blog list's state, held in the address (`?category=&tag=&page=&q=`), and the address of
 * any other state: a change of filter starts again at page 1.
 */
export function useBlogListParams() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const current: TBlogListParams = {
    page: pageOf(searchParams.get('page')),
    category: slugOf(searchParams.get('category')),
    tag: slugOf(searchParams.get('tag')),
    q: searchParams.get('q')?.trim() || undefined,
  };

  const hrefWith = (changes: Partial<TBlogListParams>) => {
    const next = { ...current, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.category) params.set('category', next.category);
    if (next.tag) params.set('tag', next.tag);
    if (next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return { ...current, hrefWith };
}
