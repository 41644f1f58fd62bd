import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** `POST /users/{id}/softDelete`: gone from lists and sign-in; their records stay. */
export function softDeleteUser({ id }: { id: string }): Promise<void> {
  return apiRequest<void>(`/api/v1/users/${encodeURIComponent(id)}/softDelete`, { method: 'POST' });
}

export function useSoftDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: softDeleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
