import type { TTokenResponse } from '@curo/core/auth';
import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';
import type { TPinTarget } from './send-pin-code';

export const LOGIN_WITH_PIN_CODE_PATH = '/api/v1/verificationPhoneCodes/loginWithPinCode';

/** `POST /verificationPhoneCodes/loginWithPinCode`: the code that was sent, for a session. */
export function loginWithPinCode(body: TPinTarget & { pinCode: string }): Promise<TTokenResponse> {
  return requestWithoutSession<TTokenResponse>(LOGIN_WITH_PIN_CODE_PATH, body);
}

export function useLoginWithPinCode() {
  return useMutation({ mutationFn: loginWithPinCode });
}
