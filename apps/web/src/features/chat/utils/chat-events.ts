import { ZChatMessage } from '@curo/core/chat';
import { z } from 'zod';
import type { LiveEvent } from '../../../lib/realtime-client';

/** The chat's live events (docs/realtime.md), checked before the cache believes them. */
const ZChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.message'), appointmentId: z.string(), message: ZChatMessage }),
  z.object({
    type: z.literal('chat.read'),
    appointmentId: z.string(),
    userId: z.string(),
    readUpTo: z.string(),
    readAt: z.string(),
  }),
  z.object({ type: z.literal('chat.unread'), appointmentId: z.string(), unread: z.number().int().min(0) }),
]);
export type TChatEvent = z.infer<typeof ZChatEvent>;

const CHAT_TYPES: ReadonlySet<string> = new Set(['chat.message', 'chat.read', 'chat.unread']);

/** A chat event, or null for any other event (or a chat event that does not hold together). */
export function chatEventOf(event: LiveEvent): TChatEvent | null {
  if (!CHAT_TYPES.has(event.type)) return null;
  const parsed = ZChatEvent.safeParse(event);
  return parsed.success ? parsed.data : null;
}
