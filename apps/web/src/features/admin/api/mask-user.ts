import type { TTokenResponse } from '@curo/core/auth';
import type { TMaskUserRequest } from '@curo/core/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const maskUserPath = (id: string) => `/api/v1/users/maskUser/${encodeURIComponent(id)}`;

/**
 * `POST /users/maskUser/{id}`: a session acting as that patient, for the admin who gives a
 * reason and a current authenticator code. Audited under the admin's name.
 */
export function maskUser({
  id,
  request,
}: {
  id: string;
  request: TMaskUserRequest;
}): Promise<TTokenResponse> {
  return apiRequest<TTokenResponse>(maskUserPath(id), { method: 'POST', body: JSON.stringify(request) });
}

export function useMaskUser() {
  return useMutation({ mutationFn: maskUser });
}
