import { CHAT_PAGE_SIZE, chatMessages, type TChatHistoryPage, type TChatHistoryQuery } from '@curo/core/chat';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { chatFor } from './chat.policy';
import { findChatMessage, lastMessageOf, messagesBetween } from './chat.repository';
import { toChatMessageDto } from './chat-dto';

/**
 * `GET /appointments/{id}/conversation-messages?page=N&asOf=`: a page of the chat's history for
 * anyone who may read it. Messages are numbered in commit order without gaps, so the history as
 * it stood at `asOf` (its newest message then; now, when not given) is the numbers up to that
 * one's, and page N is the N-th run of 50 counting back from there, oldest first within the page.
 * Every page answers the `asOf` it counted from; passing it on keeps later pages from shifting
 * while new messages arrive (decision 0029).
 */
export async function listChatMessages({
  db,
  principal,
  appointmentId,
  query,
  openDays,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  query: TChatHistoryQuery;
  openDays: number;
}): Promise<TChatHistoryPage> {
  const { row } = await chatFor(db, principal, appointmentId, openDays);
  const from = query.asOf ? await findChatMessage(db, row.id, query.asOf) : await lastMessageOf(db, row.id);
  if (query.asOf && !from) throw notFound(chatMessages.messageNotFound);
  const top = from?.message.seq ?? 0;
  const asOf = from?.message.id ?? null;
  const upTo = top - (query.page - 1) * CHAT_PAGE_SIZE;
  const items = upTo > 0 ? await messagesBetween(db, row.id, Math.max(0, upTo - CHAT_PAGE_SIZE), upTo) : [];
  return {
    items: items.map(toChatMessageDto),
    page: query.page,
    pageSize: CHAT_PAGE_SIZE,
    total: top,
    asOf,
  };
}
