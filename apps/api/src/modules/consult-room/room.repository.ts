import type { TRoomLeaveReason, TRoomPart } from '@curo/core/room';
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles, patientProfiles, users } from '../../db/schema/identity';
import { consultAttendees, consultMeetings } from '../../db/schema/room';
import { recordHistoryLine } from '../scheduling';

export type MeetingRow = typeof consultMeetings.$inferSelect;
export type AttendeeRow = typeof consultAttendees.$inferSelect;

/** Who an attendee is, as far as the others in the call need to know. */
export interface Person {
  firstName: string;
  lastName: string;
  role: string;
}

export interface NamedAttendee {
  attendee: AttendeeRow;
  person: Person;
}

/** The consult's meeting, made the first time anyone asks; concurrent first asks get the one row. */
export async function meetingOf(db: Executor, appointmentId: string, createdBy: string): Promise<MeetingRow> {
  await db
    .insert(consultMeetings)
    .values({ appointmentId, createdBy })
    .onConflictDoNothing({ target: consultMeetings.appointmentId });
  const [row] = await db
    .select()
    .from(consultMeetings)
    .where(eq(consultMeetings.appointmentId, appointmentId))
    .limit(1);
  if (!row) throw new Error('meeting missing after insert');
  return row;
}

export async function findMeeting(db: Executor, appointmentId: string): Promise<MeetingRow | undefined> {
  const [row] = await db
    .select()
    .from(consultMeetings)
    .where(eq(consultMeetings.appointmentId, appointmentId))
    .limit(1);
  return row;
}

/** Locks the meeting until the transaction ends, so entries to one call are counted one at a time. */
export async function lockMeeting(tx: Executor, meetingId: string): Promise<void> {
  await tx
    .select({ id: consultMeetings.id })
    .from(consultMeetings)
    .where(eq(consultMeetings.id, meetingId))
    .for('update');
}

const named = {
  attendee: consultAttendees,
  person: { firstName: users.firstName, lastName: users.lastName, role: users.role },
};

/** Still in the call: not left, and seen since `since`. */
export const presentSince = (since: Date) =>
  and(isNull(consultAttendees.leftAt), gt(consultAttendees.seenAt, since));

/** Who is in the meeting now (seen since `since`), in the order they came. */
export function presentIn(db: Executor, meetingId: string, since: Date): Promise<NamedAttendee[]> {
  return db
    .select(named)
    .from(consultAttendees)
    .innerJoin(users, eq(users.id, consultAttendees.userId))
    .where(and(eq(consultAttendees.meetingId, meetingId), presentSince(since)))
    .orderBy(asc(consultAttendees.joinedAt), asc(consultAttendees.id));
}

/** The rows of `ids`, with who they are. */
function withPeople(db: Executor, ids: string[]): Promise<NamedAttendee[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(named)
    .from(consultAttendees)
    .innerJoin(users, eq(users.id, consultAttendees.userId))
    .where(inArray(consultAttendees.id, ids))
    .orderBy(asc(consultAttendees.joinedAt));
}

/** One stay with who it is. */
export async function namedAttendee(db: Executor, id: string): Promise<NamedAttendee> {
  const [stay] = await withPeople(db, [id]);
  if (!stay) throw new Error(`attendee ${id} is missing`);
  return stay;
}

/** Ends stays matching `where`; answers them with who they were. */
async function closeWhere(
  tx: Executor,
  where: SQL | undefined,
  reason: TRoomLeaveReason,
  now: Date,
): Promise<NamedAttendee[]> {
  const closed = await tx
    .update(consultAttendees)
    .set({ leftAt: now, leftReason: reason, joinTokenHash: null, connectionId: null })
    .where(and(isNull(consultAttendees.leftAt), where))
    .returning({ id: consultAttendees.id });
  return withPeople(
    tx,
    closed.map((r) => r.id),
  );
}

/** Ends the stays in the meeting of those not seen since `since` (their socket went quiet). */
export function closeUnseen(tx: Executor, meetingId: string, since: Date, now: Date) {
  return closeWhere(
    tx,
    and(eq(consultAttendees.meetingId, meetingId), lte(consultAttendees.seenAt, since)),
    'timedOut',
    now,
  );
}

/** Ends the caller's stay in the meeting, if they are in it. */
export async function closeStayOf(tx: Executor, meetingId: string, userId: string, now: Date) {
  const [closed] = await closeWhere(
    tx,
    and(eq(consultAttendees.meetingId, meetingId), eq(consultAttendees.userId, userId)),
    'left',
    now,
  );
  return closed;
}

/** Ends every stay carried by a socket that closed. */
export function closeConnection(tx: Executor, connectionId: string, now: Date) {
  return closeWhere(tx, eq(consultAttendees.connectionId, connectionId), 'disconnected', now);
}

/** Ends every stay in a consult's meeting (the consult is over). */
export async function closeMeeting(tx: Executor, appointmentId: string, now: Date) {
  const meeting = await findMeeting(tx, appointmentId);
  if (!meeting) return [];
  return closeWhere(tx, eq(consultAttendees.meetingId, meeting.id), 'closed', now);
}

export async function insertAttendee(
  tx: Executor,
  row: {
    meetingId: string;
    userId: string;
    part: TRoomPart;
    joinTokenHash: string;
    joinTokenExpiresAt: Date;
    now: Date;
  },
): Promise<AttendeeRow> {
  const [inserted] = await tx
    .insert(consultAttendees)
    .values({
      meetingId: row.meetingId,
      userId: row.userId,
      part: row.part,
      joinTokenHash: row.joinTokenHash,
      joinTokenExpiresAt: row.joinTokenExpiresAt,
      joinedAt: row.now,
      seenAt: row.now,
    })
    .returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/**
 * Someone already in the call enters again (a reload, another tab): the same stay, a new join
 * token, and no socket until the new one attends, so the old socket closing ends nothing.
 */
export async function renewAttendee(
  tx: Executor,
  id: string,
  token: { joinTokenHash: string; joinTokenExpiresAt: Date; now: Date },
): Promise<AttendeeRow> {
  const [updated] = await tx
    .update(consultAttendees)
    .set({
      joinTokenHash: token.joinTokenHash,
      joinTokenExpiresAt: token.joinTokenExpiresAt,
      connectionId: null,
      seenAt: token.now,
    })
    .where(eq(consultAttendees.id, id))
    .returning();
  if (!updated) throw new Error('update returned nothing');
  return updated;
}

/**
 * A socket presents a join token: the caller's stay in the consult's meeting that holds it (unused,
 * unexpired, still present) is carried by that socket from now on. Undefined when none matches.
 */
export async function attachConnection(
  db: Executor,
  match: { appointmentId: string; userId: string; joinTokenHash: string; connectionId: string; now: Date },
): Promise<AttendeeRow | undefined> {
  const meeting = await findMeeting(db, match.appointmentId);
  if (!meeting) return undefined;
  const [attached] = await db
    .update(consultAttendees)
    .set({ connectionId: match.connectionId, joinTokenHash: null, seenAt: match.now })
    .where(
      and(
        eq(consultAttendees.meetingId, meeting.id),
        eq(consultAttendees.userId, match.userId),
        eq(consultAttendees.joinTokenHash, match.joinTokenHash),
        gt(consultAttendees.joinTokenExpiresAt, match.now),
        isNull(consultAttendees.leftAt),
      ),
    )
    .returning();
  return attached;
}

/** A socket's sign of life keeps the stays it carries. */
export async function touchConnection(db: Executor, connectionId: string, now: Date): Promise<void> {
  await db
    .update(consultAttendees)
    .set({ seenAt: now })
    .where(and(eq(consultAttendees.connectionId, connectionId), isNull(consultAttendees.leftAt)));
}

/**
 * The present stays of `from` and `to` in the consult's meeting, when both are in it (seen since
 * `since`); the relay of a signal needs both.
 */
export async function presentPair(
  db: Executor,
  appointmentId: string,
  from: string,
  to: string,
  since: Date,
): Promise<{ from: AttendeeRow; to: AttendeeRow } | undefined> {
  const rows = await db
    .select({ attendee: consultAttendees })
    .from(consultAttendees)
    .innerJoin(consultMeetings, eq(consultMeetings.id, consultAttendees.meetingId))
    .where(
      and(
        eq(consultMeetings.appointmentId, appointmentId),
        or(eq(consultAttendees.userId, from), eq(consultAttendees.userId, to)),
        presentSince(since),
      ),
    );
  const sender = rows.find((r) => r.attendee.userId === from)?.attendee;
  const receiver = rows.find((r) => r.attendee.userId === to)?.attendee;
  return sender && receiver ? { from: sender, to: receiver } : undefined;
}

/** The meeting a stay belongs to, with its consult. */
export async function meetingById(db: Executor, meetingId: string): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(consultMeetings).where(eq(consultMeetings.id, meetingId)).limit(1);
  return row;
}

/**
 * A line in the consult's history (which its page shows): someone joined or left the call, or a
 * step of recording it (decision 0033). Scheduling writes it; the state stays as it is.
 */
export async function recordRoomHistory(
  tx: Executor,
  entry: {
    appointmentId: string;
    action:
      | 'joinMeeting'
      | 'leaveMeeting'
      | 'requestRecording'
      | 'answerRecording'
      | 'startRecording'
      | 'stopRecording';
    actorId: string | null;
    actingAsId: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await recordHistoryLine(tx, entry);
}

/** The zone someone reads times in: their patient or doctor profile's (null when they have neither). */
export async function timeZoneOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ patient: patientProfiles.timeZone, doctor: doctorProfiles.timeZone })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.patient ?? row?.doctor ?? null;
}
