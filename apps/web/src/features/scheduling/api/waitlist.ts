import type { TAppointment } from '@curo/core/scheduling';
import type { TJoinWaitlist, TWaitlist, TWaitlistEntry } from '@curo/core/scheduling-waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export const WAITLIST_PATH = '/api/v1/waitlist';

/** `GET /waitlist`: my places on the waitlist, each with the times offered to me now. */
export const getWaitlist = () => apiRequest<TWaitlist>(WAITLIST_PATH);

export const useWaitlist = (enabled = true) =>
  useQuery({ queryKey: schedulingKeys.waitlist(), queryFn: getWaitlist, enabled });

/** `POST /waitlist/join`: wait for a doctor or a specialty (joining again keeps the place). */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TJoinWaitlist) =>
      apiRequest<TWaitlistEntry>(`${WAITLIST_PATH}/join`, { method: 'POST', body: JSON.stringify(body) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.waitlist() }),
  });
}

/** `POST /waitlist/{id}/leave`: give up a place. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TWaitlistEntry>(`${WAITLIST_PATH}/${encodeURIComponent(id)}/leave`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.waitlist() }),
  });
}

/** `POST /waitlist/offers/{id}/accept`: take an offered time; answers the hold to confirm (409 when gone). */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiRequest<TAppointment>(`${WAITLIST_PATH}/offers/${encodeURIComponent(offerId)}/accept`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}
