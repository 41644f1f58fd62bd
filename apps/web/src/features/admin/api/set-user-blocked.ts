import type { TUser, TUserList } from '@curo/core/auth';
import type { TUserDetail } from '@curo/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

type TUserStatus = TUserDetail['status'];

/** `POST /users/{id}/block`: blocks (and signs out everywhere) or unblocks one person. */
export function setUserBlocked({ id, blocked }: { id: string; blocked: boolean }): Promise<TUser> {
  return apiRequest<TUser>(`/api/v1/users/${encodeURIComponent(id)}/block`, {
    method: 'POST',
    body: JSON.stringify({ blocked }),
  });
}

/**
 * Blocks or unblocks, then shows the new status at once in every list and page that holds the
 * person (the answer does not carry the status), and refetches them to be sure.
 */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserBlocked,
    onSuccess: (_user, { id, blocked }) => {
      const status: TUserStatus = blocked ? 'blocked' : 'active';
      queryClient.setQueriesData<TUserList | TUserDetail>({ queryKey: ADMIN_USERS_QUERY_KEY }, (data) => {
        if (!data) return data;
        if ('items' in data) {
          return { ...data, items: data.items.map((u) => (u.id === id ? { ...u, status } : u)) };
        }
        return data.id === id ? { ...data, status } : data;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
