import type { TUserDetail } from '@curo/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { imageFormData } from '../utils/image-file';
import { ESIGN_IMAGE_QUERY_KEY } from './get-esign-image';
import { userPath, userQueryKey } from './get-user';

export const uploadEsignPath = (userId: string) => `${userPath(userId)}/upload-esign`;

/**
 * `POST /users/{id}/upload-esign`: a doctor's signature image, in the multipart field `file`. The
 * answer's `doctorProfile.esignUrl` is an API path that needs the session to read.
 */
export function uploadEsign({ userId, file }: { userId: string; file: File }): Promise<TUserDetail> {
  return apiRequest<TUserDetail>(uploadEsignPath(userId), { method: 'POST', body: imageFormData(file) });
}

export function useUploadEsign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEsign,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user);
      return queryClient.invalidateQueries({ queryKey: ESIGN_IMAGE_QUERY_KEY });
    },
  });
}
