import type { TCallStatus, TConsultCall } from '@curo/core/phone';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultCallKeys } from './consult-keys';

export const consultCallsPath = (id: string) => `/api/v1/appointments/${id}/calls`;

/** Statuses of a call still under way: the page asks again until it ends. */
export const LIVE_CALL_STATUSES: readonly TCallStatus[] = ['queued', 'ringing', 'in-progress'];
/** How often a call under way is asked after (the API announces no call changes). */
export const CALL_POLL_MS = 3000;

/**
 * `GET /appointments/{id}/calls`: the consult's calls, newest first. While the newest placed call
 * is under way it is asked again every few seconds, as Twilio moves it on.
 */
export const useConsultCalls = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: consultCallKeys.calls(id),
    queryFn: () => apiRequest<{ items: TConsultCall[] }>(consultCallsPath(id)),
    enabled,
    refetchInterval: (query) => {
      const newest = query.state.data?.items[0];
      return newest && newest.source === 'twilio' && LIVE_CALL_STATUSES.includes(newest.status)
        ? CALL_POLL_MS
        : false;
    },
  });
