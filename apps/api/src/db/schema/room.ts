import { ROOM_LEAVE_REASONS, ROOM_PARTS } from '@curo/core/room';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';
import { appointments } from './scheduling';

/** A consult's video meeting (decision 0030): made the first time anyone asks, then reused. */
export const consultMeetings = pgTable('consult_meetings', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  appointmentId: uuid('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One person's stay in a meeting: from joining until leaving. A person is in a meeting at most once
 * at a time (the partial unique index); joining again while still there keeps the same row.
 */
export const consultAttendees = pgTable(
  'consult_attendees',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => consultMeetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: text('part', { enum: ROOM_PARTS }).notNull(),
    /** SHA-256 of the current join token; null once a socket has presented it. */
    joinTokenHash: text('join_token_hash'),
    joinTokenExpiresAt: timestamp('join_token_expires_at', { withTimezone: true }),
    /** The realtime socket that carries this presence (a server-made id, never sent to clients). */
    connectionId: text('connection_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** Last sign of life: joining, the socket attending, and its pings. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    leftReason: text('left_reason', { enum: ROOM_LEAVE_REASONS }),
  },
  (t) => [
    uniqueIndex('consult_attendees_present_uq').on(t.meetingId, t.userId).where(sql`${t.leftAt} is null`),
    index('consult_attendees_meeting_idx').on(t.meetingId, t.joinedAt),
    index('consult_attendees_connection_idx').on(t.connectionId).where(sql`${t.leftAt} is null`),
  ],
);
