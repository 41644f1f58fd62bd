import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';
import type { TBlogTermKind } from './get-blog-terms';

/** `DELETE /blogPosts/{categories|tags}/{slug}`: its posts stay, without it. */
export function deleteBlogTerm({ kind, slug }: { kind: TBlogTermKind; slug: string }): Promise<void> {
  return apiRequest(`/api/v1/blogPosts/${kind}/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeleteBlogTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
