import type { TChatHistoryPage, TChatMessage } from '@curo/core/chat';
import { localDate } from '../../../lib/date-time';

/** Messages a few minutes apart from one sender read as one run under one name and time. */
const RUN_GAP_MS = 5 * 60_000;

/**
 * The loaded history in reading order, each message once: `earlier` holds the pages loaded by
 * scrolling back (oldest first), `recent` the newest page and what arrived since.
 */
export function historyOf(data: { pages: readonly TChatHistoryPage[] } | undefined): {
  earlier: TChatMessage[];
  recent: TChatMessage[];
} {
  const seen = new Set<string>();
  const once = (messages: TChatMessage[]) =>
    messages.filter((m) => {
      if (seen.has(m.id)) return false;
      seen.add(m.id);
      return true;
    });
  const [newest, ...older] = data?.pages ?? [];
  const recent = once(newest?.items ?? []);
  const earlier = once(older.toReversed().flatMap((page) => page.items));
  return { earlier, recent };
}

/** Whether `message` starts a new run after `previous`: another sender, a pause, or another day. */
export function startsRun(previous: TChatMessage | undefined, message: TChatMessage, zone: string): boolean {
  if (!previous) return true;
  if (previous.senderId !== message.senderId || previous.senderName !== message.senderName) return true;
  if (Date.parse(message.sentAt) - Date.parse(previous.sentAt) > RUN_GAP_MS) return true;
  return localDate(previous.sentAt, zone) !== localDate(message.sentAt, zone);
}
