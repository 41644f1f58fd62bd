import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const REQUEST_PASSWORD_RESET_PATH = '/api/v1/auth/requestPasswordReset';

/**
 * `POST /auth/requestPasswordReset`: emails a link to choose a new password. The answer is the
 * same for an email that has no account.
 */
export function requestPasswordReset(body: { email: string }): Promise<{ message: string }> {
  return requestWithoutSession<{ message: string }>(REQUEST_PASSWORD_RESET_PATH, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
