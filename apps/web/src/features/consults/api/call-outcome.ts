import type { TConsultCall, TConsultCallOutcomeInput } from '@curo/core/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultCallKeys } from './consult-keys';

export const callOutcomePath = (id: string) => `/api/v1/appointments/${id}/callOutcome`;

/** `POST /appointments/{id}/callOutcome`: how a call went — a placed one (`callId`) or one by hand. */
export function useCallOutcome(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConsultCallOutcomeInput) =>
      apiRequest<TConsultCall>(callOutcomePath(id), { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultCallKeys.calls(id) }),
  });
}
