import type { TBlogTerm } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const BLOG_TAGS_PATH = '/api/v1/blogPosts/tags';

/** `GET /blogPosts/tags`: every tag by name, with its number of published posts. */
export const getBlogTags = () => apiRequest<{ items: TBlogTerm[] }>(BLOG_TAGS_PATH);

export const blogTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'tags'],
    queryFn: getBlogTags,
    staleTime: 10 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useBlogTags = () => useQuery(blogTagsQueryOptions());
