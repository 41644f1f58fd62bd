import type { TPatientIhi } from '@curo/core/ihi';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { retryServerErrors } from '../../../lib/is-not-found';

const ihiKey = (appointmentId: string) => ['ihi', appointmentId] as const;

/** `GET /appointments/{id}/ihi`: the consult's patient's IHI, always unverified. */
export const useConsultIhi = (appointmentId: string) =>
  useQuery({
    queryKey: ihiKey(appointmentId),
    queryFn: () => apiRequest<TPatientIhi>(`/api/v1/appointments/${appointmentId}/ihi`),
    retry: retryServerErrors,
  });

/** `POST /appointments/{id}/submit/ihi`. */
export function useSubmitIhi(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ihi: string) =>
      apiRequest<TPatientIhi>(`/api/v1/appointments/${appointmentId}/submit/ihi`, {
        method: 'POST',
        body: JSON.stringify({ ihi }),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ihiKey(appointmentId), saved);
      // The profile holds the number too.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
