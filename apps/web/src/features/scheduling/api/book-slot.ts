import type { TAppointment, TCreateScheduledRequest } from '@curo/core/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export const HOLD_PATH = '/api/v1/appointments/bookSpecialtySlot';
export const CONFIRM_PATH = '/api/v1/appointments/confirmSpecialtySlot';

/** `POST /appointments/bookSpecialtySlot`: hold the time while the patient finishes (409 SLOT_TAKEN/SLOT_UNAVAILABLE). */
export const holdSlot = (request: TCreateScheduledRequest) =>
  apiRequest<TAppointment>(HOLD_PATH, { method: 'POST', body: JSON.stringify(request) });

/** `POST /appointments/confirmSpecialtySlot`: book the held time (409 HOLD_EXPIRED once it has run out). */
export const confirmSlot = (appointmentId: string) =>
  apiRequest<TAppointment>(CONFIRM_PATH, { method: 'POST', body: JSON.stringify({ appointmentId }) });

export function useHoldSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

export function useConfirmSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}
