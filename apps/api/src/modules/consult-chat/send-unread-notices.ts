import { CHAT_UNREAD_EMAIL_AFTER_MINUTES, chatPagePath } from '@curo/core/chat';
import type { Db } from '../../db/client';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import {
  addresseeOf,
  findChatMessage,
  type NoticeCandidate,
  noticeCandidates,
  readSeqOf,
  recordNotice,
} from './chat.repository';
import { senderName } from './chat-dto';

const BATCH = 100;
/** Messages older than this earn no email: after a long outage, old news is noise. */
const NOTICE_HORIZON_MS = 24 * 60 * 60 * 1000;

/**
 * Emails one reader once about unread messages in one consult, in one transaction: the reader's
 * receipt is read again (a message read meanwhile sends nothing), the notice is recorded under its
 * unique key (reader, consult, receipt position), and only if that insert took is the email
 * queued. A retry, a restart or a second instance finds the notice and sends nothing. The email
 * says who wrote and links to the chat; it never carries the message (decision 0029).
 */
export async function sendUnreadNotice(
  db: Db,
  mail: MailDelivery,
  candidate: NoticeCandidate,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { appointmentId, userId, messageId } = candidate;
    const found = await findChatMessage(tx, appointmentId, messageId);
    const readSeq = await readSeqOf(tx, appointmentId, userId);
    const reader = await addresseeOf(tx, userId);
    if (!found || !reader || readSeq >= found.message.seq) return false;
    if (!(await recordNotice(tx, { appointmentId, userId, readSeq, messageId }))) return false;
    const from = senderName(found.sender);
    await mail.queueEmail(tx, {
      toAddress: reader.email,
      subject: 'New message about your consult',
      textBody: [
        `Hello ${reader.firstName},`,
        '',
        `${from} sent you a message about your consult on Curo. For your privacy, messages are not sent by email: sign in to read it and reply.`,
        '',
        `${mail.publicUrl}${chatPagePath(appointmentId)}`,
        '',
        'In an emergency call 000.',
        '',
        'Curo',
      ].join('\n'),
    });
    return true;
  });
}

/**
 * Emails everyone with a message unread for 10 minutes (sent in the last day) that no email has
 * told them of yet; answers how many were emailed. Run by the `chat-unread-notices` job every
 * minute and at start, so what fell due while no server ran jobs goes out when one starts. One
 * notice that fails is reported and retried on the next run; the others still go.
 */
export async function sendUnreadNotices(
  db: Db,
  mail: MailDelivery,
  onError: (error: unknown, candidate: NoticeCandidate) => void,
  now = new Date(),
): Promise<number> {
  const window = {
    sentAfter: new Date(now.getTime() - NOTICE_HORIZON_MS),
    sentBefore: new Date(now.getTime() - CHAT_UNREAD_EMAIL_AFTER_MINUTES * 60_000),
  };
  const failed = new Set<string>();
  const keyOf = (c: NoticeCandidate) => `${c.appointmentId}:${c.userId}`;
  let sent = 0;
  for (let pass = 0; pass < 50; pass++) {
    const candidates = (await noticeCandidates(db, window, BATCH + failed.size)).filter(
      (c) => !failed.has(keyOf(c)),
    );
    if (candidates.length === 0) break;
    for (const candidate of candidates) {
      try {
        if (await sendUnreadNotice(db, mail, candidate)) sent++;
      } catch (error) {
        failed.add(keyOf(candidate));
        onError(error, candidate);
      }
    }
    if (candidates.length < BATCH) break;
  }
  if (sent > 0) void mail.kick();
  return sent;
}
