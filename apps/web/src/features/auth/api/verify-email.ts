import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { requestWithoutSession } from '../utils/request-without-session';

export const VERIFY_EMAIL_PATH = '/api/v1/auth/verify-email';

/** `POST /auth/verify-email`: the token from a verification link confirms its account's email. */
export function verifyEmail(body: { token: string }): Promise<{ message: string }> {
  return requestWithoutSession<{ message: string }>(VERIFY_EMAIL_PATH, body);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // Whoever is signed in on this browser may be the one just verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
