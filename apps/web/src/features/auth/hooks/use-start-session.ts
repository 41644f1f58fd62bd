import type { TTokenResponse } from '@curo/core/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';

/**
 * Keeps the tokens of a sign-in or sign-up and, when the answer includes the user, puts them in
 * the cache so the next page does not ask for them again.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: TTokenResponse) => {
      // Anything cached belonged to whoever was here before.
      queryClient.removeQueries();
      apiClient.setTokens({
        accessToken: answer.access?.token ?? answer.accessToken,
        refreshToken: answer.refresh?.token,
      });
      if (answer.user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, answer.user);
    },
    [queryClient],
  );
}
