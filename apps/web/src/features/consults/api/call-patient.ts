import type { TConsultCall } from '@curo/core/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultCallKeys } from './consult-keys';

export const callPatientPath = (id: string) => `/api/v1/appointments/${id}/callPatient`;

/**
 * `POST /appointments/{id}/callPatient`: Curo rings the doctor's phone, then the patient's, from
 * the clinic's number. 409 CALLING_NOT_CONFIGURED without Twilio; 503 when Twilio refuses.
 */
export function useCallPatient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TConsultCall>(callPatientPath(id), { method: 'POST' }),
    onSuccess: (call) => {
      queryClient.setQueryData<{ items: TConsultCall[] }>(consultCallKeys.calls(id), (old) => ({
        items: [call, ...(old?.items.filter((c) => c.id !== call.id) ?? [])],
      }));
      return queryClient.invalidateQueries({ queryKey: consultCallKeys.calls(id) });
    },
  });
}
