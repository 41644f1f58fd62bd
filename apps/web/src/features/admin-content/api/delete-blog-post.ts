import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

/** `DELETE /blogPosts/{id}`. */
export function deleteBlogPost({ id }: { id: string }): Promise<void> {
  return apiRequest(`/api/v1/blogPosts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: [...ADMIN_BLOG_QUERY_KEY, 'post', id] });
      return queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY });
    },
  });
}
