import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const SEND_PIN_CODE_WITH_MAIL_PATH = '/api/v1/verificationPhoneCodes/sendPinCodeWithMail';
export const SEND_PIN_CODE_PATH = '/api/v1/verificationPhoneCodes/sendPinCode';

/** Where a sign-in code goes: an email address, or an Australian mobile in E.164. */
export type TPinTarget = { email: string } | { phone: string };

/**
 * `POST /verificationPhoneCodes/sendPinCodeWithMail` or `…/sendPinCode`: a 6-digit sign-in code
 * by email or by text message. The answer does not say whether an account matched.
 */
export function sendPinCode(target: TPinTarget): Promise<{ message: string }> {
  const path = 'email' in target ? SEND_PIN_CODE_WITH_MAIL_PATH : SEND_PIN_CODE_PATH;
  return requestWithoutSession<{ message: string }>(path, target);
}

export function useSendPinCode() {
  return useMutation({ mutationFn: sendPinCode });
}
