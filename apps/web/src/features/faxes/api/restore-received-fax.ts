import type { TReceivedFax } from '@curo/core/faxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAXES_QUERY_KEY } from './get-received-faxes';

/** `POST /ReceivedFaxes/restore`: a deleted fax back where it was. */
export function restoreReceivedFax(id: string): Promise<TReceivedFax> {
  return apiRequest('/api/v1/ReceivedFaxes/restore', { method: 'POST', body: JSON.stringify({ id }) });
}

export function useRestoreReceivedFax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreReceivedFax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAXES_QUERY_KEY }),
  });
}
