import type { TOutboxMessage } from '@curo/core/outbox';
import type { Executor } from '../../db/client';
import { listRecentMessages } from '../../platform/mail/outbound-message.repository';

const OUTBOX_LIMIT = 200;

/** The newest messages, mapped to what the outbox page shows. */
export async function listOutbox({ db }: { db: Executor }): Promise<TOutboxMessage[]> {
  const rows = await listRecentMessages(db, OUTBOX_LIMIT);
  return rows.map((m) => ({
    id: m.id,
    channel: m.channel,
    to: m.toAddress,
    subject: m.subject,
    text: m.textBody,
    status: m.status,
    attempts: m.attempts,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    ...(m.attachments?.length ? { attachments: m.attachments } : {}),
  }));
}
