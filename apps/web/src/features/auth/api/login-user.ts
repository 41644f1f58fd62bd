import type { TLoginRequest } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TSignInAnswer } from '../utils/sign-in-answer';

export const LOGIN_PATH = '/api/v1/users/login?include=user';

/**
 * `POST /users/login?include=user`: the tokens, and the user so the app need not ask again; or,
 * with two-step sign-in on, a challenge for the authenticator code.
 */
export function loginUser(credentials: TLoginRequest): Promise<TSignInAnswer> {
  return requestWithoutSession<TSignInAnswer>(LOGIN_PATH, credentials);
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
