import type { TLoginRequest, TTokenResponse } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const LOGIN_PATH = '/api/v1/users/login?include=user';

/** `POST /users/login?include=user`: the tokens, and the user so the app need not ask again. */
export function loginUser(credentials: TLoginRequest): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(LOGIN_PATH, credentials);
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
