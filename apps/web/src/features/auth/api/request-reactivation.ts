import { useMutation } from '@tanstack/react-query';
import { requestWithoutSession } from '../utils/request-without-session';

export const REACTIVATE_ACCOUNT_PATH = '/api/v1/emails/reactivateAccount';

/**
 * `POST /emails/reactivateAccount`: someone whose account was closed or paused asks the team for
 * it back. The answer is the same for any email, so it gives no account away.
 */
export const useRequestReactivation = () =>
  useMutation({
    mutationFn: (body: { email: string; message?: string }) =>
      requestWithoutSession<{ message: string }>(REACTIVATE_ACCOUNT_PATH, body),
  });
