import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';

export const TOTP_DISABLE_PATH = '/api/v1/users/me/totp/disable';

/** `POST /users/me/totp/disable`: a current code turns two-step sign-in off. */
export function disableTotp({ code }: { code: string }): Promise<{ enabled: boolean }> {
  return apiRequest<{ enabled: boolean }>(TOTP_DISABLE_PATH, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
}

/** The signed-in user carries `totpEnabled`, so it is asked for again afterwards. */
export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
