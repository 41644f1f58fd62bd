import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const SEND_MAGIC_LINK_PATH = '/api/v1/auth/sendMagicLink';

/**
 * `POST /auth/sendMagicLink`: emails a one-time sign-in link. The answer is the same whether or
 * not an account exists, so it cannot be used to find out who has one.
 */
export function sendMagicLink(body: { email: string }): Promise<{ message: string }> {
  return requestWithoutSession<{ message: string }>(SEND_MAGIC_LINK_PATH, body);
}

export function useSendMagicLink() {
  return useMutation({ mutationFn: sendMagicLink });
}
