import type { TBlogPostPage } from '@curo/core/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const BLOG_POSTS_PATH = '/api/v1/blogPosts';

export interface TBlogPostsQuery {
  page: number;
  category?: string;
  tag?: string;
  q?: string;
}

/** The request path; empty filters are left out, so equal lists share one cache entry. */
export function blogPostsPath({ page, category, tag, q }: TBlogPostsQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (q) params.set('q', q);
  const search = params.toString();
  return search ? `${BLOG_POSTS_PATH}?${search}` : BLOG_POSTS_PATH;
}

/** `GET /blogPosts`: published posts, newest first (best match first with `q`), 12 a page. */
export const getBlogPosts = (query: TBlogPostsQuery) => apiRequest<TBlogPostPage>(blogPostsPath(query));

export const blogPostsQueryOptions = (query: TBlogPostsQuery) =>
  queryOptions({
    queryKey: ['blog', 'posts', query],
    queryFn: () => getBlogPosts(query),
    staleTime: 2 * 60 * 1000,
    retry: retryServerErrors,
  });

/** A page of posts. While another page or filter loads, the last list stays on screen, dimmed. */
export const useBlogPosts = (query: TBlogPostsQuery, { enabled = true } = {}) =>
  useQuery({ ...blogPostsQueryOptions(query), enabled, placeholderData: keepPreviousData });
