import type { TUserDetail } from '@curo/core/users';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_KEY, apiClient } from './api-client';
import { currentUserQueryOptions } from './current-user';

/** Another tab signing in or out changes localStorage; this tab re-reads it. */
function subscribeToOtherTabs(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Whether an access token is stored. Read on every render as well, so a token the client stores
 * or clears in this tab (sign-in, a failed refresh) shows at the next render.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    subscribeToOtherTabs,
    () => apiClient.getAccessToken() !== null,
    () => false,
  );
}

export interface CurrentUser {
  /** The signed-in user, once known. */
  user: TUserDetail | undefined;
  isSignedIn: boolean;
  /** A token is stored and the user is still being fetched. */
  isLoading: boolean;
  /** A token is stored but the user could not be fetched (for example the server is down). */
  isError: boolean;
  error: Error | null;
  hasSession: boolean;
  refetch: () => void;
}

/** The session: `GET /users/fetchLogin`, asked only when a token is stored. */
export function useCurrentUser(): CurrentUser {
  const hasSession = useHasSession();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: hasSession });
  const user = hasSession ? query.data : undefined;
  return {
    user,
    isSignedIn: user !== undefined,
    isLoading: hasSession && query.isPending,
    isError: hasSession && query.isError && user === undefined,
    error: query.error,
    hasSession,
    refetch: () => void query.refetch(),
  };
}
