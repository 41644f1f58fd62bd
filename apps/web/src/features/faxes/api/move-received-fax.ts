import type { TMoveReceivedFax, TReceivedFax } from '@curo/core/faxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAXES_QUERY_KEY } from './get-received-faxes';

/** `POST /ReceivedFaxes/move`: into a patient's record or a consult, or to another folder. */
export function moveReceivedFax(input: TMoveReceivedFax): Promise<TReceivedFax> {
  return apiRequest('/api/v1/ReceivedFaxes/move', { method: 'POST', body: JSON.stringify(input) });
}

export function useMoveReceivedFax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveReceivedFax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAXES_QUERY_KEY }),
  });
}
