import type { TBlogAuthor } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TBlogAuthorInput } from './create-blog-author';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

/** `PUT /blogPosts/authors/{slug}`: their posts follow a new slug. */
export function updateBlogAuthor({
  slug,
  input,
}: {
  slug: string;
  input: TBlogAuthorInput;
}): Promise<TBlogAuthor> {
  return apiRequest(`/api/v1/blogPosts/authors/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateBlogAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
