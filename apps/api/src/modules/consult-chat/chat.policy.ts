import { chatMessages } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { appointmentFor, partyOf } from '../scheduling/appointments.policy';

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

/** The consult as `appointmentFor` finds it for the caller (404 for anyone not in it). */
export type ChatAppointment = Awaited<ReturnType<typeof appointmentFor>>;

export type ChatAccess = 'write' | 'read';

/**
 * What the caller may do in the chat of a consult `appointmentFor` has let them see: an admin who
 * is not one of its parties reads; everyone else it lets in takes part, and writes.
 */
export function chatAccess(principal: Principal, row: ChatAppointment): ChatAccess {
  return principal.role === 'admin' && partyOf(principal, row) === null ? 'read' : 'write';
}

/** The consult and the caller's access to its chat; 404 when the consult is not theirs to see. */
export async function chatFor(
  db: Executor,
  principal: Principal,
  appointmentId: string,
): Promise<{ row: ChatAppointment; access: ChatAccess }> {
  const row = await appointmentFor(db, principal, appointmentId);
  return { row, access: chatAccess(principal, row) };
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
