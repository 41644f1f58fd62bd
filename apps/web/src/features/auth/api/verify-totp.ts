import type { TTokenResponse } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const VERIFY_TOTP_PATH = '/api/v1/auth/verify-totp';

/** `POST /auth/verify-totp`: the challenge from the first factor and the authenticator code, for a session. */
export function verifyTotp(body: { challenge: string; code: string }): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(VERIFY_TOTP_PATH, body);
}

export function useVerifyTotp() {
  return useMutation({ mutationFn: verifyTotp });
}
