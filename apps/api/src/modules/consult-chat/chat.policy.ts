import { chatMessages } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { partyOf, takesPart } from '../scheduling/appointments.policy';
import { type ChatAppointment, consultWithClosing } from './chat.repository';

/**
 * Who may read and write a consult's chat, and when (decision 0029). Scheduling decides who is in
 * a consult (`appointments.policy.ts`); this file adds what the chat allows each of them.
 *
 * - Those who take part write: the patient (the account holder, for a family member), the doctor,
 *   staff who booked it and participants with an account.
 * - Platform admins read every chat without taking part; they do not write in one they are not in.
 * - Anyone else learns nothing: the consult answers 404, as it does everywhere.
 * - Writing is open from booking until the chat closes (`closesAt`); reading never closes.
 */

export type ChatAccess = 'write' | 'read';

/**
 * What the caller may do in the chat of a consult they may see (`takesPart`): an admin who is not
 * one of its parties reads; everyone else takes part, and writes.
 */
export function chatAccess(principal: Principal, row: ChatAppointment): ChatAccess {
  return principal.role === 'admin' && partyOf(principal, row) === null ? 'read' : 'write';
}

/**
 * The consult, the caller's access to its chat and when it closes (`openDays` after the consult
 * is over); 404 when the consult is not theirs to see. As `appointmentFor`, but the consult is read
 * with its closing time, which nearly every chat request needs, in one query.
 */
export async function chatFor(
  db: Executor,
  principal: Principal,
  appointmentId: string,
  openDays: number,
): Promise<{ row: ChatAppointment; access: ChatAccess; closesAt: Date | null }> {
  const found = await consultWithClosing(db, appointmentId, openDays);
  if (!found || !(await takesPart(db, principal, found.row))) throw notFound('Appointment not found');
  return { ...found, access: chatAccess(principal, found.row) };
}

/** Whether the chat is writable at `now`, given when it closes (null: not before the consult ends). */
export const isChatOpen = (closesAt: Date | null, now: Date) => closesAt === null || now < closesAt;

/** Refuses a write by a reader (403) or after the chat closed (409 CHAT_CLOSED). */
export function assertMayWrite(access: ChatAccess, closesAt: Date | null, now: Date): void {
  if (access !== 'write') throw new AppError(ErrorCode.FORBIDDEN, chatMessages.readOnly);
  if (!isChatOpen(closesAt, now)) throw new AppError(ErrorCode.CHAT_CLOSED);
}

/** Downloads that reach the audit trail: an admin opening a file of a patient's consult. */
export const auditsAttachmentRead = (principal: Principal) => principal.role === 'admin';
