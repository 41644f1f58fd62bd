import type { TChatMessage, TChatSummary } from '@curo/core/chat';
import { useEffect, useRef } from 'react';
import { useMarkChatRead } from '../api/mark-chat-read';

/**
 * Moves the viewer's read receipt to the newest message once it is on screen and someone else's
 * message after their receipt is among what they see. Only for someone in the chat: an admin who
 * only reads leaves no receipt. Each message is asked for once, so a refusal (a masked session)
 * is not repeated.
 */
export function useMarkRead({
  appointmentId,
  summary,
  messages,
  viewerId,
  seen,
}: {
  appointmentId: string;
  summary: TChatSummary | undefined;
  messages: readonly TChatMessage[];
  viewerId: string | undefined;
  seen: boolean;
}) {
  const { mutate } = useMarkChatRead(appointmentId);
  const asked = useRef(new Set<string>());
  const newest = messages.at(-1);
  const readUpTo = summary?.readUpTo ?? null;
  const takesPart = Boolean(summary && (summary.canWrite || summary.unread > 0 || readUpTo !== null));
  let lastFromOthers = -1;
  for (let i = messages.length - 1; i >= 0; i -= 1)
    if (messages[i]?.senderId !== viewerId) {
      lastFromOthers = i;
      break;
    }
  // -1 when the receipt is older than every loaded message, or there is none.
  const readIndex = readUpTo ? messages.findIndex((m) => m.id === readUpTo) : -1;
  const due = Boolean(seen && takesPart && viewerId && newest && lastFromOthers > readIndex);

  useEffect(() => {
    if (!due || !newest || asked.current.has(newest.id)) return;
    asked.current.add(newest.id);
    mutate({ readUpTo: newest.id });
  }, [due, newest, mutate]);
}
