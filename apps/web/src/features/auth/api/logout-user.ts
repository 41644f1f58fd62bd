import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const LOGOUT_PATH = '/api/v1/users/logout';

/** `POST /users/logout`: ends the session that `refreshToken` belongs to. */
export function logoutUser({ refreshToken }: { refreshToken: string }): Promise<void> {
  return apiRequest<void>(LOGOUT_PATH, { method: 'POST', body: JSON.stringify({ refreshToken }) });
}

export function useLogoutUser() {
  return useMutation({ mutationFn: logoutUser });
}
