import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';

/**
 * Every email and SMS the app sends, written in the same transaction as the change that caused
 * it, then delivered (and retried) by the delivery worker. Without SMTP in development this
 * table is the outbox a newcomer reads. See docs/decisions/0003-outbound-messages.md.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    /** Files sent with an email, such as a calendar invite or a PDF: [{ filename, contentType, content, encoding? }]. */
    attachments:
      jsonb('attachments').$type<
        Array<{ filename: string; contentType: string; content: string; encoding?: 'base64' }>
      >(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbound_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outbound_messages_created_at_idx').on(t.createdAt),
  ],
);
