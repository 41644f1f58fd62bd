import { useQueryClient } from '@tanstack/react-query';
import { isChangeOf, RECONNECTED } from '../../../lib/realtime-client';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { addMessage, applyReceipt, setUnread } from '../api/chat-cache';
import { chatKeys } from '../api/chat-keys';
import { chatEventOf } from '../utils/chat-events';

/**
 * Follows one consult's chat live on `appointment:<id>`: new messages join the history, read
 * receipts move, the viewer's unread count changes. A change to the consult (it ended, say) may
 * close the chat, and after a reconnect anything may have been missed: both read it again.
 */
export function useChatLive(appointmentId: string, viewerId: string | undefined, enabled = true) {
  const queryClient = useQueryClient();
  useLiveUpdates({
    enabled,
    appointmentIds: [appointmentId],
    onEvent: ({ event }) => {
      if (event.type === RECONNECTED) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.summary(appointmentId) });
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(appointmentId) });
        return;
      }
      if (isChangeOf(event, appointmentId)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.summary(appointmentId) });
        return;
      }
      const chat = chatEventOf(event);
      if (!chat || chat.appointmentId !== appointmentId) return;
      if (chat.type === 'chat.message') addMessage(queryClient, chat.message);
      else if (chat.type === 'chat.read') applyReceipt(queryClient, appointmentId, viewerId, chat);
      else setUnread(queryClient, appointmentId, chat.unread);
    },
  });
}
