import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const RESET_PASSWORD_PATH = '/api/v1/auth/resetPassword';

/** `POST /auth/resetPassword`: the token from the emailed link, and the new password. */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return requestWithoutSession<{ message: string }>(RESET_PASSWORD_PATH, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
