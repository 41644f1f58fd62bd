import type { TBlogAuthor, ZBlogAuthorInput } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

export type TBlogAuthorInput = z.input<typeof ZBlogAuthorInput>;

/** `POST /blogPosts/authors` (409 when the slug is taken). */
export function createBlogAuthor(input: TBlogAuthorInput): Promise<TBlogAuthor> {
  return apiRequest('/api/v1/blogPosts/authors', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateBlogAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
