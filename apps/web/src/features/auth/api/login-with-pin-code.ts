import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TSignInAnswer } from '../utils/sign-in-answer';
import type { TPinTarget } from './send-pin-code';

export const LOGIN_WITH_PIN_CODE_PATH = '/api/v1/verificationPhoneCodes/loginWithPinCode';

/**
 * `POST /verificationPhoneCodes/loginWithPinCode`: the code that was sent, for a session (or a
 * challenge for the authenticator code).
 */
export function loginWithPinCode(body: TPinTarget & { pinCode: string }): Promise<TSignInAnswer> {
  return requestWithoutSession<TSignInAnswer>(LOGIN_WITH_PIN_CODE_PATH, body);
}

export function useLoginWithPinCode() {
  return useMutation({ mutationFn: loginWithPinCode });
}
