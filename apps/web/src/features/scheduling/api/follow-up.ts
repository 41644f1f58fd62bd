import type { TFollowUpRequest, TRequestAppointment } from '@curo/core/scheduling-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export const followUpPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/createScheduledFollowUpRequest`;

/**
 * `POST /appointments/{id}/createScheduledFollowUpRequest`: the consult's doctor arranges a
 * follow-up. With `startsAt` it is booked at once (409 SLOT_TAKEN or SLOT_UNAVAILABLE when the time
 * has gone); without it, it is a request the doctor offers times for.
 */
export function useCreateFollowUp(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFollowUpRequest) =>
      apiRequest<TRequestAppointment>(followUpPath(appointmentId), {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}
