import type { TChatReadReceipt, TChatSummary } from '@curo/core/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setUnread } from './chat-cache';
import { chatKeys } from './chat-keys';
import { chatSummaryPath } from './chat-summary';

/** `PUT /appointmentChats/{id}` `{ readUpTo }`: the viewer's receipt (it only moves forward). */
export function useMarkChatRead(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receipt: TChatReadReceipt) =>
      apiRequest<TChatSummary>(chatSummaryPath(appointmentId), {
        method: 'PUT',
        body: JSON.stringify(receipt),
      }),
    onSuccess: (summary) => {
      queryClient.setQueryData(chatKeys.summary(appointmentId), summary);
      setUnread(queryClient, appointmentId, summary.unread);
    },
  });
}
