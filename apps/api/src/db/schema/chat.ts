import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/**
 * A consult's chat (decision 0029): one row per consult that has one. Posting a message bumps
 * `lastSeq` in its own transaction, which locks this row, so messages are numbered 1, 2, 3… in the
 * order they commit, with no gaps: pages of history are ranges of numbers.
 */
export const consultChats = pgTable('consult_chats', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
});

/** One message: text as typed (never HTML), an attachment stored privately, or both. */
export const consultChatMessages = pgTable(
  'consult_chat_messages',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Its place in the consult's chat (see consultChats). */
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consult_chat_messages_seq_uq').on(t.appointmentId, t.seq),
    // The unread-email sweep looks at messages of the last day.
    index('consult_chat_messages_created_idx').on(t.createdAt),
  ],
);

/** How far each person has read a consult's chat: a message number that only ever grows. */
export const consultChatReads = pgTable(
  'consult_chat_reads',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readSeq: integer('read_seq').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.userId] }),
    index('consult_chat_reads_user_idx').on(t.userId),
  ],
);

/**
 * The emails sent about unread messages. At most one per reader and consult for as long as their
 * read receipt stays where it was: the unique key holds the receipt's position when the email was
 * queued, and the row is written in the transaction that queues it, so no retry, restart or second
 * instance sends another.
 */
export const consultChatNotices = pgTable(
  'consult_chat_notices',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reader's read receipt (0: none) when the email was queued. */
    readSeq: integer('read_seq').notNull(),
    /** The unread message that was due first. */
    messageId: uuid('message_id')
      .notNull()
      .references(() => consultChatMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consult_chat_notices_reader_uq').on(t.appointmentId, t.userId, t.readSeq)],
);
