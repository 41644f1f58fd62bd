import type { TChatMessage } from '@curo/core/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { afterOwnMessage, afterRefusal } from './send-chat-message';

/**
 * `POST /appointments/{id}/chat/attachments`, multipart: the `file` and an optional `text`. The
 * API checks the content again (413 over 10 MB, 415 for anything but an image or a PDF).
 */
export function useSendChatAttachment(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, text }: { file: File; text: string }) => {
      const body = new FormData();
      if (text) body.append('text', text);
      body.append('file', file, file.name);
      return apiRequest<TChatMessage>(`/api/v1/appointments/${appointmentId}/chat/attachments`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: (message) => afterOwnMessage(queryClient, message),
    onError: (error) => afterRefusal(queryClient, appointmentId, error),
  });
}
