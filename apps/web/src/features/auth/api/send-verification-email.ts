import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SEND_VERIFICATION_EMAIL_PATH = '/api/v1/emails/sendConfirmationSignUp';

/** `POST /emails/sendConfirmationSignUp`: another verification link for the signed-in person. */
export function sendVerificationEmail(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(SEND_VERIFICATION_EMAIL_PATH, { method: 'POST' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
