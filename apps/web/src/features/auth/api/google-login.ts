import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TSignInAnswer } from '../utils/sign-in-answer';

export const GOOGLE_LOGIN_PATH = '/api/v1/users/googleLogin';

/** `POST /users/googleLogin`: Google's ID token for a session (or a TOTP challenge). */
export const googleLogin = (idToken: string) =>
  requestWithoutSession<TSignInAnswer>(GOOGLE_LOGIN_PATH, { idToken });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
