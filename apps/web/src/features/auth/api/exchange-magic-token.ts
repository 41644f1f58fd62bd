import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TSignInAnswer } from '../utils/sign-in-answer';

export const MAGIC_TOKENS_PATH = '/api/v1/auth/magic-tokens';

/**
 * `POST /auth/magic-tokens`: the token from a sign-in link, spent for a session (or a challenge
 * for the authenticator code).
 */
export function exchangeMagicToken(body: { magicToken: string }): Promise<TSignInAnswer> {
  return requestWithoutSession<TSignInAnswer>(MAGIC_TOKENS_PATH, body);
}

export function useExchangeMagicToken() {
  return useMutation({ mutationFn: exchangeMagicToken });
}
