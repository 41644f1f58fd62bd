import type { TBlogTerm } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';
import type { TBlogTermKind } from './get-blog-terms';

export interface TBlogTermInput {
  slug: string;
  name: string;
}

/** `POST /blogPosts/categories` or `/tags` (409 when the slug is taken). */
export function createBlogTerm({
  kind,
  input,
}: {
  kind: TBlogTermKind;
  input: TBlogTermInput;
}): Promise<TBlogTerm> {
  return apiRequest(`/api/v1/blogPosts/${kind}`, { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateBlogTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
