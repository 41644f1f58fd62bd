import type { TUpdateProfileRequest, TUserDetail } from '@curo/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { userPath, userQueryKey } from './get-user';

/** `PUT /users/{id}`: the fields given change; the answer is the whole user as now stored. */
export function updateProfile({
  id,
  body,
}: {
  id: string;
  body: TUpdateProfileRequest;
}): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(userPath(id), { method: 'PUT', body: JSON.stringify(body) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user);
      // The header, the overview and the welcome read the name from the session's own copy.
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
