import type { TBlogTerm } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

export type TBlogTermKind = 'categories' | 'tags';

/** `GET /blogPosts/categories` or `/blogPosts/tags`: every term by name, with its live posts. */
export function getBlogTerms(kind: TBlogTermKind): Promise<{ items: TBlogTerm[] }> {
  return apiRequest(`/api/v1/blogPosts/${kind}`, FRESH);
}

export const blogTermsQueryOptions = (kind: TBlogTermKind) =>
  queryOptions({ queryKey: [...ADMIN_BLOG_QUERY_KEY, 'terms', kind], queryFn: () => getBlogTerms(kind) });

export function useBlogTerms(kind: TBlogTermKind) {
  return useQuery(blogTermsQueryOptions(kind));
}
