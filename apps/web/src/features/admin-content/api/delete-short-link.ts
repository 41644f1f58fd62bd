import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SHORT_LINKS_QUERY_KEY } from './get-short-links';

/** `DELETE /shortLinks/{nano}`: the short address stops working at once. */
export function deleteShortLink({ nano }: { nano: string }): Promise<void> {
  return apiRequest(`/api/v1/shortLinks/${encodeURIComponent(nano)}`, { method: 'DELETE' });
}

export function useDeleteShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SHORT_LINKS_QUERY_KEY }),
  });
}
