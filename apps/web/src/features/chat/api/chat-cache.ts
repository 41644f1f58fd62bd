import type { TChatConversationList, TChatMessage, TChatSummary } from '@curo/core/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { THistoryData } from './chat-history';
import { chatKeys } from './chat-keys';

/**
 * How a chat event or an answer of the API changes what is cached, so live events and the
 * viewer's own messages show at once without refetching the history.
 */

/** Adds a message (sent, or heard live) to the newest page of its history, once. */
export function addMessage(queryClient: QueryClient, message: TChatMessage) {
  const key = chatKeys.history(message.appointmentId);
  const data = queryClient.getQueryData<THistoryData>(key);
  if (!data || queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    // A read under way may have started before the message was stored: read again, and it is there.
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const [newest, ...earlier] = data.pages;
  if (!newest || data.pages.some((page) => page.items.some((m) => m.id === message.id))) return;
  queryClient.setQueryData<THistoryData>(key, {
    ...data,
    pages: [{ ...newest, items: [...newest.items, message] }, ...earlier],
  });
  queryClient.setQueryData<TChatSummary>(chatKeys.summary(message.appointmentId), (summary) =>
    summary ? { ...summary, messageCount: summary.messageCount + 1, lastMessage: message } : summary,
  );
}

/** A read receipt moved: the viewer's own, or how far someone else has read. */
export function applyReceipt(
  queryClient: QueryClient,
  appointmentId: string,
  viewerId: string | undefined,
  receipt: { userId: string; readUpTo: string; readAt: string },
) {
  const key = chatKeys.summary(appointmentId);
  const summary = queryClient.getQueryData<TChatSummary>(key);
  if (!summary) return;
  if (receipt.userId === viewerId) {
    queryClient.setQueryData<TChatSummary>(key, { ...summary, readUpTo: receipt.readUpTo });
    return;
  }
  if (!summary.others.some((other) => other.userId === receipt.userId)) {
    // Someone who joined the consult since the summary was read.
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<TChatSummary>(key, {
    ...summary,
    others: summary.others.map((other) =>
      other.userId === receipt.userId
        ? { ...other, readUpTo: receipt.readUpTo, readAt: receipt.readAt }
        : other,
    ),
  });
}

/** The viewer's unread count in one chat, in its summary and in the conversations list. */
export function setUnread(queryClient: QueryClient, appointmentId: string, unread: number) {
  queryClient.setQueryData<TChatSummary>(chatKeys.summary(appointmentId), (summary) =>
    summary ? { ...summary, unread } : summary,
  );
  queryClient.setQueryData<InfiniteData<TChatConversationList, number>>(chatKeys.conversations(), (data) => {
    if (!data) return data;
    // The total moves by this chat's change; a chat not loaded yet is counted when the list is read again.
    const before = data.pages.flatMap((page) => page.items).find((c) => c.appointmentId === appointmentId);
    const change = before ? unread - before.unread : 0;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadTotal: Math.max(0, page.unreadTotal + change),
        items: page.items.map((c) => (c.appointmentId === appointmentId ? { ...c, unread } : c)),
      })),
    };
  });
}
