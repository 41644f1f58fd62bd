import type { TAppointment } from '@curo/core/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

/** The state changes a screen offers, by their endpoint under `/appointments/{id}/`. */
export type TAppointmentAction =
  | { kind: 'cancel'; reason: string }
  | { kind: 'checkIn' }
  | { kind: 'start' }
  | { kind: 'waitingForInformation' }
  | { kind: 'resume' }
  | { kind: 'end' }
  | { kind: 'markAsCompleted' }
  | { kind: 'reactivate' }
  | { kind: 'runningLate'; minutes: number };

export const appointmentActionPath = (id: string, kind: TAppointmentAction['kind']) =>
  `/api/v1/appointments/${id}/${kind}`;

/** `POST /appointments/{id}/{action}`: one transition; 409 names the state when it is not allowed. */
export function runAppointmentAction(id: string, action: TAppointmentAction): Promise<TAppointment> {
  const body =
    action.kind === 'cancel'
      ? { reason: action.reason }
      : action.kind === 'runningLate'
        ? { minutes: action.minutes }
        : undefined;
  return apiRequest<TAppointment>(appointmentActionPath(id, action.kind), {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

export function useAppointmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TAppointmentAction }) =>
      runAppointmentAction(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}
