import { CHAT_CONVERSATIONS_PAGE_SIZE, type TChatConversationList } from '@curo/core/chat';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { isChatOpen } from './chat.policy';
import { conversationsOf, lastMessagesOf } from './chat.repository';
import { toChatMessageDto } from './chat-dto';

/**
 * `GET /appointmentChats`: the signed-in person's conversations for `/messages`: the consults they
 * are in that have a message or an open chat, newest activity first, each with their unread count.
 */
export async function listConversations({
  db,
  principal,
  page,
  openDays,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  page: number;
  openDays: number;
  now?: Date;
}): Promise<TChatConversationList> {
  const pageSize = CHAT_CONVERSATIONS_PAGE_SIZE;
  const { rows, total, unreadTotal } = await conversationsOf(
    db,
    { userId: principal.userId, role: principal.role },
    { days: openDays, now },
    { page, pageSize },
  );
  const last = await lastMessagesOf(
    db,
    rows.filter((r) => r.lastSeq > 0).map((r) => r.appointmentId),
  );
  return {
    items: rows.map((r) => {
      const message = last.get(r.appointmentId);
      return {
        appointmentId: r.appointmentId,
        type: r.type,
        status: r.status,
        startsAt: r.startsAt?.toISOString() ?? null,
        patientName: r.patientName,
        doctorName: r.doctorName,
        open: isChatOpen(r.closesAt, now),
        closesAt: r.closesAt?.toISOString() ?? null,
        unread: r.unread,
        lastMessage: message ? toChatMessageDto(message) : null,
        lastActivityAt: r.lastActivityAt.toISOString(),
      };
    }),
    page,
    pageSize,
    total,
    unreadTotal,
  };
}
