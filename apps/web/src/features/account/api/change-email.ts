import type { TUser } from '@curo/core/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';

export const SEND_CHANGE_EMAIL_CODE_PATH = '/api/v1/verificationPhoneCodes/sendPinCodeChangeEmail';
export const changeEmailPath = (email: string) => `/api/v1/users/changeEmail/${encodeURIComponent(email)}`;

/** `POST /verificationPhoneCodes/sendPinCodeChangeEmail`: a 6-digit code to the new address. */
export const useSendChangeEmailCode = () =>
  useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest<{ message: string }>(SEND_CHANGE_EMAIL_CODE_PATH, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
  });

/** `POST /users/changeEmail/{email}`: with the code sent there, the address becomes the account's. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, pinCode }: { email: string; pinCode: string }) =>
      apiRequest<TUser>(changeEmailPath(email), { method: 'POST', body: JSON.stringify({ pinCode }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
