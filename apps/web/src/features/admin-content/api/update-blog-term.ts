import type { TBlogTerm } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TBlogTermInput } from './create-blog-term';
import { ADMIN_BLOG_QUERY_KEY } from './get-admin-blog-posts';
import type { TBlogTermKind } from './get-blog-terms';

/** `PUT /blogPosts/{categories|tags}/{slug}`: renames a term; its posts follow a new slug. */
export function updateBlogTerm({
  kind,
  slug,
  input,
}: {
  kind: TBlogTermKind;
  slug: string;
  input: TBlogTermInput;
}): Promise<TBlogTerm> {
  return apiRequest(`/api/v1/blogPosts/${kind}/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

export function useUpdateBlogTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
