import type { TReceivedFax } from '@curo/core/faxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAXES_QUERY_KEY } from './get-received-faxes';

/** `POST /ReceivedFaxes/delete`: to the Deleted folder, restorable for 30 days. */
export function deleteReceivedFax(id: string): Promise<TReceivedFax> {
  return apiRequest('/api/v1/ReceivedFaxes/delete', { method: 'POST', body: JSON.stringify({ id }) });
}

export function useDeleteReceivedFax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceivedFax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAXES_QUERY_KEY }),
  });
}
