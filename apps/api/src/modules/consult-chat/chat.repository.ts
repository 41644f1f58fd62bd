import { OPEN_STATUSES, type TAppointmentStatus, type TAppointmentType } from '@curo/core/scheduling';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import {
  consultChatMessages,
  consultChatNotices,
  consultChatReads,
  consultChats,
} from '../../db/schema/chat';
import { doctorProfiles, familyMembers, patientProfiles, users } from '../../db/schema/identity';
import { appointmentParticipants, appointments } from '../../db/schema/scheduling';
import { consultsTakenPartIn, peopleInConsult } from '../scheduling';

export type ChatMessageRow = typeof consultChatMessages.$inferSelect;

/** Who sent a message, as far as its reader needs to know. */
export interface Sender {
  firstName: string;
  lastName: string;
  role: string;
}

export interface StoredMessage {
  message: ChatMessageRow;
  /** Null once the sender's account is gone. */
  sender: Sender | null;
}

/** What a driver answers for a timestamp in raw SQL: a Date (pg, PGlite) or its text. */
const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * When the chat of the consult `a` turns read-only: `days` after the consult reached ended,
 * completed, cancelled or expired (the last transition into that state in its history, else its
 * last change), or, while it is still on, `days` after its end time; null when it has none.
 */
const closesAtOf = (days: number | Placeholder) => sql`((case
    when a.status not in (${sql.join(
      OPEN_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) then coalesce(
      (select max(e.created_at) from appointment_events e
        where e.appointment_id = a.id and e.to_status = a.status and e.from_status is distinct from e.to_status),
      a.updated_at)
    else a.ends_at
  end) + make_interval(days => ${days}::int))`;

/** The consult the chat is of, as scheduling stores it. */
export type ChatAppointment = typeof appointments.$inferSelect;

/** A consult with when its chat turns read-only (see closesAtOf), in one read; undefined when there is none. */
export async function consultWithClosing(
  db: Executor,
  appointmentId: string,
  days: number,
): Promise<{ row: ChatAppointment; closesAt: Date | null } | undefined> {
  const [found] = await consultWithClosingQuery(db).execute({ appointmentId, days });
  return found && { row: found.row, closesAt: toDate(found.closesAt) };
}

const consultWithClosingQuery = preparedQuery((db: Executor) => {
  const a = alias(appointments, 'a');
  return db
    .select({ row: a, closesAt: closesAtOf(sql.placeholder('days')) })
    .from(a)
    .where(eq(a.id, sql.placeholder('appointmentId')))
    .limit(1)
    .prepare('chat_consult_with_closing');
});

/**
 * Stores a message as the consult's next one and answers it with its sender, in one statement:
 * it bumps the consult's counter row, which stays locked until the statement commits, so numbers
 * follow commit order. The sender has read it (and everything before it).
 */
export async function insertChatMessage(
  db: Db,
  message: Omit<typeof consultChatMessages.$inferInsert, 'id' | 'seq'> & {
    createdAt: Date;
    senderId: string;
  },
): Promise<StoredMessage> {
  const [row] = await insertChatMessageQuery(db).execute({
    id: uuidv7(),
    appointmentId: message.appointmentId,
    senderId: message.senderId,
    body: message.body,
    attachmentKey: message.attachmentKey ?? null,
    attachmentName: message.attachmentName ?? null,
    attachmentType: message.attachmentType ?? null,
    attachmentBytes: message.attachmentBytes ?? null,
    createdAt: message.createdAt,
  });
  if (!row) throw new Error('insert returned nothing');
  return toStored(row);
}

const insertChatMessageQuery = preparedQuery((db: Db) => {
  const value = sql.placeholder;
  const counter = db.$with('counter').as(
    db
      .insert(consultChats)
      .values({ appointmentId: value('appointmentId'), lastSeq: 1, lastMessageAt: value('createdAt') })
      .onConflictDoUpdate({
        target: consultChats.appointmentId,
        set: { lastSeq: sql`${consultChats.lastSeq} + 1`, lastMessageAt: sql`excluded.last_message_at` },
      })
      .returning({ seq: consultChats.lastSeq }),
  );
  const seq = sql<number>`(select ${counter.seq} from ${counter})`;
  const inserted = db.$with('inserted').as(
    db
      .insert(consultChatMessages)
      .values({
        id: value('id'),
        appointmentId: value('appointmentId'),
        seq,
        senderId: value('senderId'),
        body: value('body'),
        attachmentKey: value('attachmentKey'),
        attachmentName: value('attachmentName'),
        attachmentType: value('attachmentType'),
        attachmentBytes: value('attachmentBytes'),
        createdAt: value('createdAt'),
      })
      .returning(),
  );
  const mark = db.$with('mark').as(
    readMarkUpsert(db, {
      appointmentId: value('appointmentId'),
      userId: value('senderId'),
      seq,
      at: value('createdAt'),
    }),
  );
  // A CTE selected whole is one record value: its columns are picked one by one.
  const columns = Object.keys(getTableColumns(consultChatMessages)) as Array<keyof ChatMessageRow>;
  return db
    .with(counter, inserted, mark)
    .select({
      message: Object.fromEntries(columns.map((column) => [column, inserted[column]])) as {
        [K in keyof ChatMessageRow]: (typeof inserted)[K];
      },
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(inserted)
    .leftJoin(users, eq(users.id, inserted.senderId))
    .prepare('chat_insert_message');
});

/** The upsert that moves a reader's mark forward to `seq`, never back (see moveReadMark). */
const readMarkUpsert = (
  db: Executor,
  mark: {
    appointmentId: string | Placeholder;
    userId: string | Placeholder;
    seq: number | SQL<number>;
    at: Date | Placeholder;
  },
) =>
  db
    .insert(consultChatReads)
    .values({ appointmentId: mark.appointmentId, userId: mark.userId, readSeq: mark.seq, readAt: mark.at })
    .onConflictDoUpdate({
      target: [consultChatReads.appointmentId, consultChatReads.userId],
      set: { readSeq: sql`excluded.read_seq`, readAt: sql`excluded.read_at` },
      setWhere: sql`${consultChatReads.readSeq} < excluded.read_seq`,
    })
    .returning({ readSeq: consultChatReads.readSeq });

/**
 * Moves a reader's mark forward to `seq`, never back; answers whether it moved. A conditional
 * upsert, so two tabs marking at once cannot move it backwards either.
 */
export async function moveReadMark(
  db: Executor,
  mark: { appointmentId: string; userId: string; seq: number; at: Date },
): Promise<boolean> {
  return (await readMarkUpsert(db, mark)).length > 0;
}

/** The number of the consult's newest message (0 while it has none). */
export async function lastSeqOf(db: Executor, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({ lastSeq: consultChats.lastSeq })
    .from(consultChats)
    .where(eq(consultChats.appointmentId, appointmentId))
    .limit(1);
  return row?.lastSeq ?? 0;
}

const withSender = {
  message: consultChatMessages,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

const toStored = (r: {
  message: ChatMessageRow;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}): StoredMessage => ({
  message: r.message,
  sender:
    r.firstName !== null && r.lastName !== null && r.role !== null
      ? { firstName: r.firstName, lastName: r.lastName, role: r.role }
      : null,
});

/** The consult's messages numbered after `afterSeq` up to `upToSeq`, oldest first. */
export async function messagesBetween(
  db: Executor,
  appointmentId: string,
  afterSeq: number,
  upToSeq: number,
): Promise<StoredMessage[]> {
  const rows = await db
    .select(withSender)
    .from(consultChatMessages)
    .leftJoin(users, eq(users.id, consultChatMessages.senderId))
    .where(
      and(
        eq(consultChatMessages.appointmentId, appointmentId),
        gt(consultChatMessages.seq, afterSeq),
        lte(consultChatMessages.seq, upToSeq),
      ),
    )
    .orderBy(asc(consultChatMessages.seq));
  return rows.map(toStored);
}

/** One message of the consult (none when it belongs to another). */
export async function findChatMessage(
  db: Executor,
  appointmentId: string,
  messageId: string,
): Promise<StoredMessage | undefined> {
  const [row] = await db
    .select(withSender)
    .from(consultChatMessages)
    .leftJoin(users, eq(users.id, consultChatMessages.senderId))
    .where(and(eq(consultChatMessages.appointmentId, appointmentId), eq(consultChatMessages.id, messageId)))
    .limit(1);
  return row ? toStored(row) : undefined;
}

/** The newest message of each of these consults that has one. */
export async function lastMessagesOf(
  db: Executor,
  appointmentIds: string[],
): Promise<Map<string, StoredMessage>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select(withSender)
    .from(consultChatMessages)
    .innerJoin(
      consultChats,
      and(
        eq(consultChats.appointmentId, consultChatMessages.appointmentId),
        eq(consultChats.lastSeq, consultChatMessages.seq),
      ),
    )
    .leftJoin(users, eq(users.id, consultChatMessages.senderId))
    .where(inArray(consultChatMessages.appointmentId, appointmentIds));
  return new Map(rows.map((r) => [r.message.appointmentId, toStored(r)]));
}

/** The consult's newest message; undefined while it has none. */
export async function lastMessageOf(db: Executor, appointmentId: string): Promise<StoredMessage | undefined> {
  return (await lastMessagesOf(db, [appointmentId])).get(appointmentId);
}

/** Someone in a consult's chat, with their read receipt and how many messages from others they have not read. */
export interface ChatMember {
  userId: string;
  firstName: string;
  lastName: string;
  role: string;
  readSeq: number;
  readAt: Date | null;
  /** The id of the message at `readSeq`; null before they read any. */
  readUpTo: string | null;
  unread: number;
}

/** Everyone in the consult's chat (`peopleInConsult`), with their read receipts and unread counts. */
export async function chatMembers(db: Executor, appointmentId: string): Promise<ChatMember[]> {
  const rows = await chatMembersQuery(db).execute({ appointmentId });
  return rows.map((r) => ({ ...r, readSeq: r.readSeq ?? 0, unread: Number(r.unread) }));
}

// Asked after every message sent (each member's unread count), so prepared.
const chatMembersQuery = preparedQuery((db: Executor) => {
  const consult = sql`${sql.placeholder('appointmentId')}::uuid`;
  const readUpTo = alias(consultChatMessages, 'read_up_to');
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      readSeq: consultChatReads.readSeq,
      readAt: consultChatReads.readAt,
      readUpTo: readUpTo.id,
      unread: sql<number>`(select count(*)::int from consult_chat_messages m
        where m.appointment_id = ${consult} and m.seq > coalesce(${consultChatReads.readSeq}, 0)
          and m.sender_id is distinct from ${users.id})`,
    })
    .from(users)
    .leftJoin(
      consultChatReads,
      and(sql`${consultChatReads.appointmentId} = ${consult}`, eq(consultChatReads.userId, users.id)),
    )
    .leftJoin(
      readUpTo,
      and(sql`${readUpTo.appointmentId} = ${consult}`, eq(readUpTo.seq, consultChatReads.readSeq)),
    )
    .where(and(isNull(users.deletedAt), sql`${users.id} in ${peopleInConsult(consult)}`))
    .orderBy(users.lastName, users.firstName, users.id)
    .prepare('chat_members');
});

/** One line of a person's conversations, before its last message is added. */
export interface ConversationRow {
  appointmentId: string;
  type: TAppointmentType;
  status: TAppointmentStatus;
  startsAt: Date | null;
  closesAt: Date | null;
  lastSeq: number;
  lastActivityAt: Date;
  unread: number;
  patientName: string;
  doctorName: string | null;
}

/**
 * The consults `who` is in (`consultsTakenPartIn`) that have a message, or whose chat is open at
 * `now` (a hold, lapsed or not, only once it has one): newest activity first, a page at a time.
 */
export async function conversationsOf(
  db: Executor,
  who: { userId: string; role: string },
  window: { days: number; now: Date },
  paging: { page: number; pageSize: number },
): Promise<{ rows: ConversationRow[]; total: number; unreadTotal: number }> {
  const { userId } = who;
  const base = sql`from (
      select a.*, ${closesAtOf(window.days)} as closes_at, coalesce(c.last_seq, 0) as last_seq,
        coalesce(c.last_message_at, a.created_at) as last_activity_at
      from appointments a left join consult_chats c on c.appointment_id = a.id
      where ${consultsTakenPartIn(who)}
    ) x
    join users p on p.id = x.patient_id
    left join users d on d.id = x.doctor_id
    where x.last_seq > 0 or (x.status not in ('held', 'expired')
      and (x.closes_at is null or x.closes_at > ${window.now.toISOString()}::timestamptz))`;
  /** The caller's unread messages in the consult `x`: others' messages past their read receipt. */
  const unreadOf = sql`(select count(*)::int from consult_chat_messages m
    where m.appointment_id = x.id and m.sender_id is distinct from ${userId}::uuid
      and m.seq > coalesce((select r.read_seq from consult_chat_reads r
        where r.appointment_id = x.id and r.user_id = ${userId}), 0))`;
  const rows = await rowsOf<{
    id: string;
    type: TAppointmentType;
    status: TAppointmentStatus;
    starts_at: unknown;
    closes_at: unknown;
    last_seq: number;
    last_activity_at: unknown;
    unread: number;
    patient_first: string;
    patient_last: string;
    doctor_first: string | null;
    doctor_last: string | null;
  }>(
    db,
    sql`select x.id, x.type, x.status, x.starts_at, x.closes_at, x.last_seq, x.last_activity_at,
        ${unreadOf} as unread,
        p.first_name as patient_first, p.last_name as patient_last,
        d.first_name as doctor_first, d.last_name as doctor_last
      ${base}
      order by x.last_activity_at desc, x.id desc
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
  );
  const [counted] = await rowsOf<{ n: number; unread: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(${unreadOf}), 0)::int as unread ${base}`,
  );
  return {
    rows: rows.map((r) => ({
      appointmentId: r.id,
      type: r.type,
      status: r.status,
      startsAt: toDate(r.starts_at),
      closesAt: toDate(r.closes_at),
      lastSeq: Number(r.last_seq),
      lastActivityAt: toDate(r.last_activity_at) ?? new Date(0),
      unread: Number(r.unread),
      patientName: `${r.patient_first} ${r.patient_last}`,
      doctorName: r.doctor_first ? `${r.doctor_first} ${r.doctor_last}` : null,
    })),
    total: Number(counted?.n ?? 0),
    unreadTotal: Number(counted?.unread ?? 0),
  };
}

/** A reader who may be owed an email about an unread message. */
export interface NoticeCandidate {
  appointmentId: string;
  userId: string;
  messageId: string;
}

/**
 * For each reader and consult, the first message sent between `sentAfter` and `sentBefore` that
 * they have not read and that no email has told them of yet (none was sent since their receipt was
 * where it is). Readers who turned message emails off, and blocked or deleted accounts, are left
 * out; so is the sender.
 */
export function noticeCandidates(
  db: Executor,
  window: { sentAfter: Date; sentBefore: Date },
  limit: number,
): Promise<NoticeCandidate[]> {
  return rowsOf<NoticeCandidate>(
    db,
    sql`select distinct on (m.appointment_id, u.id)
        m.appointment_id as "appointmentId", u.id as "userId", m.id as "messageId"
      from consult_chat_messages m
      join users u on u.id in ${peopleInConsult(sql`m.appointment_id`)}
      left join consult_chat_reads r on r.appointment_id = m.appointment_id and r.user_id = u.id
      where m.created_at > ${window.sentAfter.toISOString()}::timestamptz
        and m.created_at <= ${window.sentBefore.toISOString()}::timestamptz
        and m.sender_id is distinct from u.id
        and u.deleted_at is null and u.status = 'active'
        and coalesce((u.notification_settings -> 'messages' ->> 'email')::boolean, true)
        and m.seq > coalesce(r.read_seq, 0)
        and not exists (select 1 from consult_chat_notices n
          where n.appointment_id = m.appointment_id and n.user_id = u.id and n.read_seq = coalesce(r.read_seq, 0))
      order by m.appointment_id, u.id, m.seq
      limit ${limit}`,
  );
}

/** Where a reader's mark stands now (0: nothing read). */
export async function readSeqOf(db: Executor, appointmentId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ readSeq: consultChatReads.readSeq })
    .from(consultChatReads)
    .where(and(eq(consultChatReads.appointmentId, appointmentId), eq(consultChatReads.userId, userId)))
    .limit(1);
  return row?.readSeq ?? 0;
}

/**
 * Records that the reader is told of unread messages while their mark is at `readSeq`; false when
 * that notice exists already (another sweep, instance or retry got there first).
 */
export async function recordNotice(
  tx: Executor,
  notice: { appointmentId: string; userId: string; readSeq: number; messageId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(consultChatNotices)
    .values(notice)
    .onConflictDoNothing({
      target: [consultChatNotices.appointmentId, consultChatNotices.userId, consultChatNotices.readSeq],
    })
    .returning({ id: consultChatNotices.id });
  return inserted.length > 0;
}

/** The account an email goes to: its address and first name. */
export async function addresseeOf(
  db: Executor,
  userId: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Someone with an account, named as a transcript names them. */
export interface NamedAccount {
  firstName: string;
  lastName: string;
  role: string;
}

/** Everyone a consult names, for its transcript. */
export interface ConsultPeople {
  /** The account the consult is booked under (the account holder, for a family member). */
  account: NamedAccount | null;
  /** The family member the consult is for, when it is for one. */
  familyMember: { firstName: string; lastName: string } | null;
  doctor: NamedAccount | null;
  bookedBy: NamedAccount | null;
  /** People added to the consult, in the order they were added. */
  participants: Array<{ name: string; role: string; hasAccount: boolean; accepted: boolean }>;
}

const namedAccount = { firstName: users.firstName, lastName: users.lastName, role: users.role };

/** The patient, the family member, the doctor, whoever booked it and the participants of a consult. */
export async function consultPeople(
  db: Executor,
  consult: {
    id: string;
    patientId: string;
    doctorId: string | null;
    bookedBy: string | null;
    familyMemberId: string | null;
  },
): Promise<ConsultPeople> {
  const ids = [consult.patientId, consult.doctorId, consult.bookedBy].filter(
    (id): id is string => id !== null,
  );
  const accounts = new Map(
    (
      await db
        .select({ id: users.id, ...namedAccount })
        .from(users)
        .where(inArray(users.id, ids))
    ).map(({ id, ...account }) => [id, account]),
  );
  const [familyMember] = consult.familyMemberId
    ? await db
        .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName })
        .from(familyMembers)
        .where(eq(familyMembers.id, consult.familyMemberId))
        .limit(1)
    : [];
  const participants = await db
    .select({
      name: appointmentParticipants.name,
      role: appointmentParticipants.role,
      userId: appointmentParticipants.userId,
      acceptedAt: appointmentParticipants.acceptedAt,
    })
    .from(appointmentParticipants)
    .where(eq(appointmentParticipants.appointmentId, consult.id))
    .orderBy(asc(appointmentParticipants.createdAt), asc(appointmentParticipants.id));
  return {
    account: accounts.get(consult.patientId) ?? null,
    familyMember: familyMember ?? null,
    doctor: consult.doctorId ? (accounts.get(consult.doctorId) ?? null) : null,
    bookedBy: consult.bookedBy ? (accounts.get(consult.bookedBy) ?? null) : null,
    participants: participants.map((p) => ({
      name: p.name,
      role: p.role,
      hasAccount: p.userId !== null,
      accepted: p.acceptedAt !== null,
    })),
  };
}

/** Who is reading: their name, and the zone of their patient or doctor profile (null with neither). */
export async function readerOf(
  db: Executor,
  userId: string,
): Promise<(NamedAccount & { timeZone: string | null }) | undefined> {
  const [row] = await db
    .select({ ...namedAccount, patientZone: patientProfiles.timeZone, doctorZone: doctorProfiles.timeZone })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { patientZone, doctorZone, ...account } = row;
  return { ...account, timeZone: patientZone ?? doctorZone ?? null };
}

/** Every message of every consult booked for `patientId`, consult by consult in the order sent. */
export async function messagesOfPatient(db: Executor, patientId: string): Promise<StoredMessage[]> {
  const rows = await db
    .select(withSender)
    .from(consultChatMessages)
    .innerJoin(appointments, eq(appointments.id, consultChatMessages.appointmentId))
    .leftJoin(users, eq(users.id, consultChatMessages.senderId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(
      asc(appointments.createdAt),
      asc(consultChatMessages.appointmentId),
      asc(consultChatMessages.seq),
    );
  return rows.map(toStored);
}
