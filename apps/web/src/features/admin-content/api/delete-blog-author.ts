import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';

/** `DELETE /blogPosts/authors/{slug}`: their posts stay, without a byline. */
export function deleteBlogAuthor({ slug }: { slug: string }): Promise<void> {
  return apiRequest(`/api/v1/blogPosts/authors/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeleteBlogAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogAuthor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
