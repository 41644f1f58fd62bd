import { chatMessages, type TChatSummary } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { chatFor } from './chat.policy';
import { findChatMessage, moveReadMark } from './chat.repository';
import { summaryOf } from './get-chat-summary';
import { announceRead } from './publish-chat';

/**
 * `PUT /appointmentChats/{id}` `{ readUpTo }`: the caller has read the chat up to that message. A
 * receipt only moves forward (an older one changes nothing and announces nothing); one that moves
 * is published live. Open or closed alike: reading never closes. Admins, who only read, leave no
 * receipt (403).
 */
export async function markChatRead({
  db,
  hub,
  principal,
  appointmentId,
  readUpTo,
  openDays,
  now = new Date(),
}: {
  db: Db;
  hub: RealtimeHub;
  principal: Principal;
  appointmentId: string;
  readUpTo: string;
  openDays: number;
  now?: Date;
}): Promise<TChatSummary> {
  const { row, access, closesAt } = await chatFor(db, principal, appointmentId, openDays);
  if (access !== 'write') throw new AppError(ErrorCode.FORBIDDEN, chatMessages.readOnly);
  const found = await findChatMessage(db, row.id, readUpTo);
  if (!found) throw notFound(chatMessages.messageNotFound);
  const moved = await moveReadMark(db, {
    appointmentId: row.id,
    userId: principal.userId,
    seq: found.message.seq,
    at: now,
  });
  const summary = await summaryOf(db, { principal, appointmentId: row.id, access, closesAt, now });
  if (moved) {
    await announceRead(hub, {
      appointmentId: row.id,
      userId: principal.userId,
      readUpTo: found.message.id,
      readAt: now,
      unread: summary.unread,
    });
  }
  return summary;
}
