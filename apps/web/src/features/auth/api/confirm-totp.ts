import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';

export const TOTP_CONFIRM_PATH = '/api/v1/users/me/totp/confirm';

/** `POST /users/me/totp/confirm`: the first code from the app turns two-step sign-in on. */
export function confirmTotp({ code }: { code: string }): Promise<{ enabled: boolean }> {
  return apiRequest<{ enabled: boolean }>(TOTP_CONFIRM_PATH, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
}

/** The signed-in user carries `totpEnabled`, so it is asked for again afterwards. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
