import type { TReceivedFax, TUpdateReceivedFax } from '@curo/core/faxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAXES_QUERY_KEY } from './get-received-faxes';

/** `POST /ReceivedFaxes/update`: read or unread, a label, a note. */
export function updateReceivedFax(input: TUpdateReceivedFax): Promise<TReceivedFax> {
  return apiRequest('/api/v1/ReceivedFaxes/update', { method: 'POST', body: JSON.stringify(input) });
}

export function useUpdateReceivedFax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReceivedFax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAXES_QUERY_KEY }),
  });
}
