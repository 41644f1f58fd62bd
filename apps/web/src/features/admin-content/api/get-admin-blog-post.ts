import type { TBlogPost, TBlogPostPage } from '@curo/core/content';
import { blogMessages } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { FRESH } from '../utils/fresh';
import { ADMIN_BLOG_QUERY_KEY, adminBlogPostsPath } from './get-admin-blog-posts';

export const adminBlogPostQueryKey = (id: string) => [...ADMIN_BLOG_QUERY_KEY, 'post', id] as const;

const bySlug = (slug: string) =>
  apiRequest<TBlogPost>(`/api/v1/blogPosts/slug/${encodeURIComponent(slug)}`, FRESH);

/**
 * One post for the editor, drafts included. The API has no read by id, only by slug (which an
 * admin may use for a draft), so the editor's address carries the slug as a hint (`?slug=`); a
 * bookmark without it, or with a slug since changed, finds the post by paging through the list.
 */
export async function getAdminBlogPost({ id, slug }: { id: string; slug?: string }): Promise<TBlogPost> {
  if (slug) {
    try {
      const post = await bySlug(slug);
      if (post.id === id) return post;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  for (let page = 1; page <= 200; page++) {
    const list = await apiRequest<TBlogPostPage>(adminBlogPostsPath({ page }));
    const found = list.items.find((item) => item.id === id);
    if (found) return bySlug(found.slug);
    if (page * list.pageSize >= list.total) break;
  }
  throw new ApiError(blogMessages.postNotFound, 404, null, ErrorCode.NOT_FOUND);
}

export const adminBlogPostQueryOptions = ({ id, slug }: { id: string; slug?: string }) =>
  queryOptions({
    queryKey: adminBlogPostQueryKey(id),
    queryFn: () => getAdminBlogPost({ id, slug }),
    // The editor holds its own copy once loaded; a refetch must not overwrite typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useAdminBlogPost({ id, slug }: { id: string; slug?: string }) {
  return useQuery({ ...adminBlogPostQueryOptions({ id, slug }), enabled: id !== 'new' });
}
