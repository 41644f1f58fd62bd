import type { TBlogPost, TBlogPostSummary } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';

export const blogPostPath = (slug: string) => `/api/v1/blogPosts/slug/${encodeURIComponent(slug)}`;

export type TBlogPostDetail = TBlogPost & { related: TBlogPostSummary[] };

/** `GET /blogPosts/slug/{slug}`: a published post with up to three related ones; 404 otherwise. */
export const getBlogPost = ({ slug }: { slug: string }) => apiRequest<TBlogPostDetail>(blogPostPath(slug));

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getBlogPost({ slug }),
    staleTime: 5 * 60 * 1000,
    retry: retryServerErrors,
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
