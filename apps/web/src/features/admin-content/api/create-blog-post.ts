import type { TBlogPost, ZBlogPostInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminBlogPostQueryKey } from './get-admin-blog-post';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

export type TBlogPostRequest = z.input<typeof ZBlogPostInput>;

/** `POST /blogPosts`: a new post, as a draft, scheduled or published (409 when the slug is taken). */
export function createBlogPost(input: TBlogPostRequest): Promise<TBlogPost> {
  return apiRequest('/api/v1/blogPosts', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: async (post) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY });
      queryClient.setQueryData(adminBlogPostQueryKey(post.id), post);
    },
  });
}
