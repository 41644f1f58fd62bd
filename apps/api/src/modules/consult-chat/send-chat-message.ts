import type { TChatMessage } from '@curo/core/chat';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { assertMayWrite, chatFor } from './chat.policy';
import { announceMessage } from './publish-chat';
import { storeChatMessage } from './store-chat-message';

/**
 * `POST /appointments/{id}/chat`: a text message (already trimmed and checked by ZChatMessageInput),
 * stored as typed, from someone who takes part in the consult while its chat is open.
 */
export async function sendChatMessage({
  db,
  hub,
  principal,
  appointmentId,
  text,
  openDays,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  text: string;
  openDays: number;
  now?: Date;
}): Promise<TChatMessage> {
  const { row, access, closesAt } = await chatFor(db, principal, appointmentId, openDays);
  assertMayWrite(access, closesAt, now);
  const message = await storeChatMessage({
    db,
    senderId: principal.userId,
    appointmentId: row.id,
    text,
    attachment: null,
    now,
  });
  await announceMessage(db, hub, message);
  return message;
}
