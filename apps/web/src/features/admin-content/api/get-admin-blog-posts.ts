import type { TBlogPostPage } from '@curo/core/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Everything the blog screens read; a change to a post, term or author invalidates it. */
export const ADMIN_BLOG_QUERY_KEY = ['admin-content', 'blog'] as const;

export type TBlogStatusFilter = 'draft' | 'scheduled' | 'published';
export interface TBlogPostFilters {
  status?: TBlogStatusFilter;
  q?: string;
  page: number;
}

/** The request path for `filters`, leaving out what is not set (page 1 included). */
export function adminBlogPostsPath({ status, q, page }: TBlogPostFilters): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/api/v1/blogPosts/all${search ? `?${search}` : ''}`;
}

/** `GET /blogPosts/all`: every post, drafts and scheduled ones too, 12 a page. */
export function getAdminBlogPosts(filters: TBlogPostFilters): Promise<TBlogPostPage> {
  return apiRequest(adminBlogPostsPath(filters));
}

export const adminBlogPostsQueryOptions = (filters: TBlogPostFilters) =>
  queryOptions({
    queryKey: [...ADMIN_BLOG_QUERY_KEY, 'posts', filters],
    queryFn: () => getAdminBlogPosts(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminBlogPosts(filters: TBlogPostFilters) {
  return useQuery(adminBlogPostsQueryOptions(filters));
}
