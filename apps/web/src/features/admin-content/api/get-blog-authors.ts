import type { TBlogAuthor } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

/** `GET /blogPosts/authors`: every author, by name. */
export function getBlogAuthors(): Promise<{ items: TBlogAuthor[] }> {
  return apiRequest('/api/v1/blogPosts/authors', FRESH);
}

export const blogAuthorsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_BLOG_QUERY_KEY, 'authors'], queryFn: getBlogAuthors });

export function useBlogAuthors() {
  return useQuery(blogAuthorsQueryOptions());
}
