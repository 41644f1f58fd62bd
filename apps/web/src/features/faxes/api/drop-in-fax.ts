import type { TReceivedFax } from '@curo/core/faxes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAXES_QUERY_KEY } from './get-received-faxes';

/** `POST /ReceivedFaxes/dev/receive` (development, no provider): a PDF as a received fax. */
export function dropInFax({ file, from }: { file: File; from: string }): Promise<TReceivedFax> {
  const body = new FormData();
  if (from.trim()) body.append('from', from.trim());
  body.append('file', file);
  return apiRequest('/api/v1/ReceivedFaxes/dev/receive', { method: 'POST', body });
}

export function useDropInFax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropInFax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAXES_QUERY_KEY }),
  });
}
