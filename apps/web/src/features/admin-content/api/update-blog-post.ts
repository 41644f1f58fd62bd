import type { TBlogPost } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TBlogPostRequest } from './create-blog-post';
import { adminBlogPostQueryKey } from './get-admin-blog-post';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

/** `PUT /blogPosts/{id}`: replaces a post; its status and time publish, schedule or unpublish it. */
export function updateBlogPost({ id, input }: { id: string; input: TBlogPostRequest }): Promise<TBlogPost> {
  return apiRequest(`/api/v1/blogPosts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: async (post) => {
      // The editor's own copy first, so the invalidation below does not refetch it.
      queryClient.setQueryData(adminBlogPostQueryKey(post.id), post);
      await queryClient.invalidateQueries({
        queryKey: ADMIN_BLOG_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== 'post',
      });
    },
  });
}
