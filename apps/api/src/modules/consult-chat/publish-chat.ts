import type { TChatMessage } from '@curo/core/chat';
import type { Executor } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { chatMembers } from './chat.repository';

/**
 * Live delivery of a chat (docs/realtime.md): `chat.message` and `chat.read` on the consult's
 * topic, and each person's own `chat.unread` count on their `user:<id>` topic. Called after the
 * change has committed: nothing is announced that was not stored.
 */

/** A new message, to the consult's topic, and everyone in the chat their unread count. */
export async function announceMessage(db: Executor, hub: RealtimeHub, message: TChatMessage): Promise<void> {
  const { appointmentId } = message;
  // The message leaves first; the counts follow once read.
  const delivered = hub.publish(`appointment:${appointmentId}`, {
    type: 'chat.message',
    appointmentId,
    message,
  });
  const members = await chatMembers(db, appointmentId);
  await Promise.all([
    delivered,
    ...members.map((member) =>
      hub.publish(`user:${member.userId}`, { type: 'chat.unread', appointmentId, unread: member.unread }),
    ),
  ]);
}

/** A read receipt that moved, to the consult's topic, and the reader's own new unread count. */
export async function announceRead(
  hub: RealtimeHub,
  receipt: { appointmentId: string; userId: string; readUpTo: string; readAt: Date; unread: number },
): Promise<void> {
  const { appointmentId, userId, readUpTo, readAt, unread } = receipt;
  await hub.publish(`appointment:${appointmentId}`, {
    type: 'chat.read',
    appointmentId,
    userId,
    readUpTo,
    readAt: readAt.toISOString(),
  });
  await hub.publish(`user:${userId}`, { type: 'chat.unread', appointmentId, unread });
}
