import type { TChatMessage, TChatMessageInput, TChatSummary } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { addMessage } from './chat-cache';
import { chatKeys } from './chat-keys';

/**
 * What the cache learns from a message the viewer sent: it joins the history, and (as the API
 * moves a sender's receipt to their own message) everything before it counts as read.
 */
export function afterOwnMessage(queryClient: QueryClient, message: TChatMessage) {
  addMessage(queryClient, message);
  queryClient.setQueryData<TChatSummary>(chatKeys.summary(message.appointmentId), (summary) =>
    summary ? { ...summary, readUpTo: message.id, unread: 0 } : summary,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
}

/** A refusal that changes what the chat allows (closed, or not the viewer's to write in): read it again. */
export function afterRefusal(queryClient: QueryClient, appointmentId: string, error: unknown) {
  if (error instanceof ApiError && (error.code === ErrorCode.CHAT_CLOSED || error.status === 403))
    void queryClient.invalidateQueries({ queryKey: chatKeys.summary(appointmentId) });
}

/** `POST /appointments/{id}/chat` `{ text }`: 201 with the stored message. */
export function useSendChatMessage(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChatMessageInput) =>
      apiRequest<TChatMessage>(`/api/v1/appointments/${appointmentId}/chat`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: (message) => afterOwnMessage(queryClient, message),
    onError: (error) => afterRefusal(queryClient, appointmentId, error),
  });
}
