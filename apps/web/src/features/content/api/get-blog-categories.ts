import type { TBlogTerm } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const BLOG_CATEGORIES_PATH = '/api/v1/blogPosts/categories';

/** `GET /blogPosts/categories`: every category by name, with its number of published posts. */
export const getBlogCategories = () => apiRequest<{ items: TBlogTerm[] }>(BLOG_CATEGORIES_PATH);

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'categories'],
    queryFn: getBlogCategories,
    staleTime: 10 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
