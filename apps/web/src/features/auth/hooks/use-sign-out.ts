import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { useLogoutUser } from '../api/logout-user';

/**
 * Signs this device out. The server is told so it can end the session, but whatever it answers
 * (or if it cannot be reached) the tokens and every cached answer are gone from this browser.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useLogoutUser();

  return useCallback(async () => {
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    try {
      if (refreshToken) await mutateAsync({ refreshToken });
    } catch {
      // Signing out must not depend on the server: the local session ends below regardless.
    } finally {
      apiClient.clearTokens();
      await queryClient.cancelQueries();
      queryClient.removeQueries();
    }
  }, [mutateAsync, queryClient]);
}
