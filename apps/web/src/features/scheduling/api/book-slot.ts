import type { TConfirmBooking } from '@curo/core/billing';
import type { TAppointment, TCreateScheduledRequest } from '@curo/core/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export const HOLD_PATH = '/api/v1/appointments/bookSpecialtySlot';
export const CONFIRM_PATH = '/api/v1/appointments/confirmSpecialtySlot';

/** `POST /appointments/bookSpecialtySlot`: hold the time while the patient finishes (409 SLOT_TAKEN/SLOT_UNAVAILABLE). */
export const holdSlot = (request: TCreateScheduledRequest) =>
  apiRequest<TAppointment>(HOLD_PATH, { method: 'POST', body: JSON.stringify(request) });

/**
 * `POST /appointments/confirmSpecialtySlot`: book the held time, paying with the chosen card (409
 * HOLD_EXPIRED once it has run out; 402 CARD_DECLINED). `idempotencyKey` is one per attempt, the
 * same when that attempt is sent again, so the card is never held twice.
 */
export const confirmSlot = ({ body, idempotencyKey }: { body: TConfirmBooking; idempotencyKey: string }) =>
  apiRequest<TAppointment>(CONFIRM_PATH, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });

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
