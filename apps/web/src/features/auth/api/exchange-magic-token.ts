import type { TTokenResponse } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const MAGIC_TOKENS_PATH = '/api/v1/auth/magic-tokens';

/** `POST /auth/magic-tokens`: the token from a sign-in link, spent for a session. */
export function exchangeMagicToken(body: { magicToken: string }): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(MAGIC_TOKENS_PATH, body);
}

export function useExchangeMagicToken() {
  return useMutation({ mutationFn: exchangeMagicToken });
}
