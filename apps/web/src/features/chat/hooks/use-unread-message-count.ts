import { useQueryClient } from '@tanstack/react-query';
import { RECONNECTED } from '../../../lib/realtime-client';
import { useHasSession } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { setUnread } from '../api/chat-cache';
import { chatKeys } from '../api/chat-keys';
import { useConversations } from '../api/conversations';
import { chatEventOf } from '../utils/chat-events';

/**
 * Keeps the conversations list current: `chat.unread` on the viewer's own topic sets a chat's
 * count at once, then the list is read again for its new order and last message (or for a
 * conversation it did not hold yet).
 */
function useConversationsLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveUpdates({
    enabled,
    onEvent: ({ event }) => {
      if (event.type === RECONNECTED) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        return;
      }
      const chat = chatEventOf(event);
      if (chat?.type !== 'chat.unread') return;
      setUnread(queryClient, chat.appointmentId, chat.unread);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

/**
 * The signed-in person's unread chat messages across all their conversations (the API's
 * `unreadTotal`, not only the conversations loaded), for the navigation's badge, kept live.
 */
export function useUnreadMessageCount(): number {
  const hasSession = useHasSession();
  const conversations = useConversations(hasSession);
  useConversationsLive(hasSession);
  return conversations.data?.pages[0]?.unreadTotal ?? 0;
}
