import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_PATH, SESSIONS_QUERY_KEY } from './get-sessions';

/** `DELETE /users/me/sessions/:id`: signs that device out. */
export function revokeSession({ id }: { id: string }): Promise<void> {
  return apiRequest<void>(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Revokes each of `ids`, one request each, and reports how many failed rather than stopping
 * at the first: every device that can be signed out should be.
 */
export async function revokeSessions({ ids }: { ids: readonly string[] }): Promise<{ failed: number }> {
  const results = await Promise.allSettled(ids.map((id) => revokeSession({ id })));
  return { failed: results.filter((r) => r.status === 'rejected').length };
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
