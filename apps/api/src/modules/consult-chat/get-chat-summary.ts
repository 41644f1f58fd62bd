import type { TChatSummary } from '@curo/core/chat';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { type ChatAccess, chatFor, isChatOpen } from './chat.policy';
import { chatMembers, lastMessageOf } from './chat.repository';
import { senderName, toChatMessageDto } from './chat-dto';

/**
 * The chat as the caller sees it: open or read-only and until when, whether they may write, their
 * unread count and read receipt, the last message, and how far everyone else has read.
 */
export async function summaryOf(
  db: Executor,
  {
    principal,
    appointmentId,
    access,
    closesAt,
    now,
  }: {
    principal: Principal;
    appointmentId: string;
    access: ChatAccess;
    closesAt: Date | null;
    now: Date;
  },
): Promise<TChatSummary> {
  const members = await chatMembers(db, appointmentId);
  const last = await lastMessageOf(db, appointmentId);
  const me = members.find((member) => member.userId === principal.userId);
  const open = isChatOpen(closesAt, now);
  return {
    appointmentId,
    open,
    closesAt: closesAt?.toISOString() ?? null,
    canWrite: open && access === 'write',
    messageCount: last?.message.seq ?? 0,
    unread: me?.unread ?? 0,
    lastMessage: last ? toChatMessageDto(last) : null,
    readUpTo: me?.readUpTo ?? null,
    others: members
      .filter((member) => member.userId !== principal.userId)
      .map((member) => ({
        userId: member.userId,
        name: senderName(member),
        readUpTo: member.readUpTo,
        readAt: member.readAt?.toISOString() ?? null,
      })),
  };
}

/** `GET /appointments/{id}/chats` and `GET /appointmentChats/{id}`: the summary, for anyone who may read the chat. */
export async function getChatSummary({
  db,
  principal,
  appointmentId,
  openDays,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  openDays: number;
  now?: Date;
}): Promise<TChatSummary> {
  const { row, access, closesAt } = await chatFor(db, principal, appointmentId, openDays);
  return summaryOf(db, { principal, appointmentId: row.id, access, closesAt, now });
}
