import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient, apiRequest } from './api-client';
import { FETCH_LOGIN_PATH } from './current-user';
import {
  LIVE_QUERY_ROOT,
  LiveConnection,
  type LiveConnectionOptions,
  type LiveListener,
  RECONNECTED,
} from './realtime-client';
import { useHasSession } from './use-current-user';

/** How the app's sockets sign in: the current access token, renewed through any authenticated request. */
export const appConnectionOptions = (): LiveConnectionOptions => ({
  getToken: () => apiClient.getAccessToken(),
  // Any authenticated request refreshes an expired token (and clears a dead session).
  renewToken: () => apiRequest(FETCH_LOGIN_PATH).then(() => undefined),
});

let connection: LiveConnection | null = null;
let users = 0;
let options: LiveConnectionOptions | null = null;

/** Tests: build the shared connection from these options (a fake socket, say). */
export function configureLiveConnection(next: LiveConnectionOptions | null) {
  connection?.stop();
  connection = null;
  users = 0;
  options = next;
}

function acquire(): LiveConnection {
  connection ??= new LiveConnection(options ?? appConnectionOptions());
  users += 1;
  connection.start();
  return connection;
}

function release(current: LiveConnection) {
  users -= 1;
  if (users <= 0 && connection === current) {
    current.stop();
    connection = null;
    users = 0;
  }
}

export interface LiveUpdatesOptions {
  /** Appointments to follow on their own topics as well as the user's. */
  appointmentIds?: readonly string[];
  /** Hears every event (for example `queue.changed`), after the queries are invalidated. */
  onEvent?: LiveListener;
  enabled?: boolean;
}

/**
 * Live updates for a signed-in screen: one shared WebSocket hears `user:<me>` and the given
 * appointments; an `appointment.changed` (or a reconnect, after which we may have missed some)
 * invalidates the queries under LIVE_QUERY_ROOT, so lists, days and slots refetch without a reload.
 */
export function useLiveUpdates({ appointmentIds = [], onEvent, enabled = true }: LiveUpdatesOptions = {}) {
  const queryClient = useQueryClient();
  const hasSession = useHasSession();
  const active = enabled && hasSession;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const topicsKey = [...new Set(appointmentIds)].sort().join(',');

  useEffect(() => {
    if (!active) return;
    const live = acquire();
    const stopListening = live.listen((message) => {
      if (message.event.type === 'appointment.changed' || message.event.type === RECONNECTED) {
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_ROOT });
      }
      onEventRef.current?.(message);
    });
    const leave = topicsKey ? topicsKey.split(',').map((id) => live.join(`appointment:${id}`)) : [];
    return () => {
      for (const l of leave) l();
      stopListening();
      release(live);
    };
  }, [active, queryClient, topicsKey]);
}
