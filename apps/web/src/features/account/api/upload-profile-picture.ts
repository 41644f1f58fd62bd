import type { TUserDetail } from '@curo/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { imageFormData } from '../utils/image-file';
import { userPath, userQueryKey } from './get-user';

export const uploadProfilePicturePath = (userId: string) => `${userPath(userId)}/uploadProfilePicture`;

/**
 * `POST /users/{id}/uploadProfilePicture`: one image in the multipart field `file`. The server
 * checks what the bytes really are and answers with the user, `photoUrl` pointing at the resized copy.
 */
export function uploadProfilePicture({ userId, file }: { userId: string; file: File }): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(uploadProfilePicturePath(userId), {
    method: 'POST',
    body: imageFormData(file),
  });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
