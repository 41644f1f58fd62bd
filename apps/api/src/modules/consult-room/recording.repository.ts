import type { TRecordingContentType, TRecordingRequestStatus, TRecordingStopReason } from '@curo/core/room';
import { and, asc, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/identity';
import {
  consultRecordingChunks,
  consultRecordingRequests,
  consultRecordings,
} from '../../db/schema/recording';
import { consultAttendees, consultMeetings } from '../../db/schema/room';
import { appointments } from '../../db/schema/scheduling';
import { presentSince } from './room.repository';

export type RequestRow = typeof consultRecordingRequests.$inferSelect;
export type RecordingRow = typeof consultRecordings.$inferSelect;

const person = { firstName: users.firstName, lastName: users.lastName, role: users.role };
const answerer = alias(users, 'answerer');

// ── Requests ────────────────────────────────────────────────────────────────────────────────

/**
 * The consult's request that stands: pending, or agreed and not yet used for a recording (the
 * newest, should there be more). Undefined when none does.
 */
export async function standingRequest(db: Executor, appointmentId: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select({ request: consultRecordingRequests })
    .from(consultRecordingRequests)
    .leftJoin(consultRecordings, eq(consultRecordings.requestId, consultRecordingRequests.id))
    .where(
      and(
        eq(consultRecordingRequests.appointmentId, appointmentId),
        or(
          eq(consultRecordingRequests.status, 'pending'),
          and(eq(consultRecordingRequests.status, 'agreed'), isNull(consultRecordings.id)),
        ),
      ),
    )
    .orderBy(desc(consultRecordingRequests.requestedAt), desc(consultRecordingRequests.id))
    .limit(1);
  return row?.request;
}

/** A new pending request; undefined when another is already pending (made at the same moment). */
export async function insertRequest(
  tx: Executor,
  row: { appointmentId: string; requestedBy: string; now: Date },
): Promise<RequestRow | undefined> {
  const [inserted] = await tx
    .insert(consultRecordingRequests)
    .values({ appointmentId: row.appointmentId, requestedBy: row.requestedBy, requestedAt: row.now })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The consult's request `requestId`, locked until the transaction ends when `lock` is set. */
export async function findRequest(
  db: Executor,
  appointmentId: string,
  requestId: string,
  lock = false,
): Promise<RequestRow | undefined> {
  const query = db
    .select()
    .from(consultRecordingRequests)
    .where(
      and(
        eq(consultRecordingRequests.id, requestId),
        eq(consultRecordingRequests.appointmentId, appointmentId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function answerRequest(
  tx: Executor,
  id: string,
  answer: { status: TRecordingRequestStatus; answeredBy: string; now: Date },
): Promise<void> {
  await tx
    .update(consultRecordingRequests)
    .set({ status: answer.status, answeredBy: answer.answeredBy, answeredAt: answer.now })
    .where(eq(consultRecordingRequests.id, id));
}

/** A request with the people it names and the recording it was used for. */
export async function namedRequest(db: Executor, id: string) {
  const [row] = await db
    .select({
      request: consultRecordingRequests,
      requestedBy: person,
      answeredBy: { firstName: answerer.firstName, lastName: answerer.lastName, role: answerer.role },
      recordingId: consultRecordings.id,
    })
    .from(consultRecordingRequests)
    .innerJoin(users, eq(users.id, consultRecordingRequests.requestedBy))
    .leftJoin(answerer, eq(answerer.id, consultRecordingRequests.answeredBy))
    .leftJoin(consultRecordings, eq(consultRecordings.requestId, consultRecordingRequests.id))
    .where(eq(consultRecordingRequests.id, id))
    .limit(1);
  if (!row) throw new Error(`recording request ${id} is missing`);
  return row;
}
export type NamedRequest = Awaited<ReturnType<typeof namedRequest>>;

// ── Recordings ──────────────────────────────────────────────────────────────────────────────

/** The recording running now in the consult, if any. */
export async function runningRecording(
  db: Executor,
  appointmentId: string,
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(consultRecordings)
    .where(and(eq(consultRecordings.appointmentId, appointmentId), eq(consultRecordings.status, 'recording')))
    .limit(1);
  return row;
}

/** The recording an agreement was used for, if any. */
export async function recordingOfRequest(db: Executor, requestId: string): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(consultRecordings)
    .where(eq(consultRecordings.requestId, requestId))
    .limit(1);
  return row;
}

export async function insertRecording(
  tx: Executor,
  row: { appointmentId: string; requestId: string; recordedBy: string; now: Date },
): Promise<RecordingRow> {
  const [inserted] = await tx
    .insert(consultRecordings)
    .values({
      appointmentId: row.appointmentId,
      requestId: row.requestId,
      recordedBy: row.recordedBy,
      startedAt: row.now,
    })
    .returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/** A recording with its consult's patient (whose record it is); locked until the transaction ends when `lock` is set. */
export async function findRecording(db: Executor, id: string, lock = false) {
  const query = db
    .select({ recording: consultRecordings, patientId: appointments.patientId })
    .from(consultRecordings)
    .innerJoin(appointments, eq(appointments.id, consultRecordings.appointmentId))
    .where(eq(consultRecordings.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: consultRecordings }) : await query;
  return row;
}

/** Finishes a recording that is still running; undefined when it had already finished. */
export async function finishRecording(
  tx: Executor,
  id: string,
  reason: TRecordingStopReason,
  now: Date,
): Promise<RecordingRow | undefined> {
  const [finished] = await tx
    .update(consultRecordings)
    .set({ status: 'finished', stopReason: reason, stoppedAt: now })
    .where(and(eq(consultRecordings.id, id), eq(consultRecordings.status, 'recording')))
    .returning();
  return finished;
}

const named = { recording: consultRecordings, person };

/** One recording with who made it. */
export async function namedRecording(db: Executor, id: string) {
  const [row] = await db
    .select(named)
    .from(consultRecordings)
    .innerJoin(users, eq(users.id, consultRecordings.recordedBy))
    .where(eq(consultRecordings.id, id))
    .limit(1);
  if (!row) throw new Error(`recording ${id} is missing`);
  return row;
}
export type NamedRecording = Awaited<ReturnType<typeof namedRecording>>;

/** The consult's recordings with who made each, oldest first. */
export function recordingsOf(db: Executor, appointmentId: string): Promise<NamedRecording[]> {
  return db
    .select(named)
    .from(consultRecordings)
    .innerJoin(users, eq(users.id, consultRecordings.recordedBy))
    .where(eq(consultRecordings.appointmentId, appointmentId))
    .orderBy(asc(consultRecordings.startedAt), asc(consultRecordings.id));
}

/**
 * The consult's running recordings nobody is making any more: the consult is no longer in
 * progress, or their doctor is not in its call (left, or not seen since `since`).
 */
export function unattendedRecordings(db: Executor, filter: { appointmentId: string; since: Date }) {
  const doctorInCall = db
    .select({ one: sql`1` })
    .from(consultAttendees)
    .innerJoin(consultMeetings, eq(consultMeetings.id, consultAttendees.meetingId))
    .where(
      and(
        eq(consultMeetings.appointmentId, consultRecordings.appointmentId),
        eq(consultAttendees.userId, consultRecordings.recordedBy),
        presentSince(filter.since),
      ),
    );
  return db
    .select({
      id: consultRecordings.id,
      appointmentId: consultRecordings.appointmentId,
      status: appointments.status,
    })
    .from(consultRecordings)
    .innerJoin(appointments, eq(appointments.id, consultRecordings.appointmentId))
    .where(
      and(
        eq(consultRecordings.status, 'recording'),
        eq(consultRecordings.appointmentId, filter.appointmentId),
        or(ne(appointments.status, 'in_progress'), notExists(doctorInCall)),
      ),
    );
}

// ── Chunks ──────────────────────────────────────────────────────────────────────────────────

/** Stores a chunk's row and moves the recording's totals with it. */
export async function addChunk(
  tx: Executor,
  chunk: {
    recordingId: string;
    index: number;
    storageKey: string;
    sizeBytes: number;
    contentType: TRecordingContentType;
    now: Date;
  },
): Promise<void> {
  await tx.insert(consultRecordingChunks).values({
    recordingId: chunk.recordingId,
    index: chunk.index,
    storageKey: chunk.storageKey,
    sizeBytes: chunk.sizeBytes,
    receivedAt: chunk.now,
  });
  await tx
    .update(consultRecordings)
    .set({
      chunkCount: sql`${consultRecordings.chunkCount} + 1`,
      sizeBytes: sql`${consultRecordings.sizeBytes} + ${chunk.sizeBytes}`,
      contentType: sql`coalesce(${consultRecordings.contentType}, ${chunk.contentType})`,
      firstChunkAt: sql`coalesce(${consultRecordings.firstChunkAt}, ${chunk.now.toISOString()}::timestamptz)`,
      lastChunkAt: chunk.now,
    })
    .where(eq(consultRecordings.id, chunk.recordingId));
}

/** Where a recording's chunks are stored, and their sizes, in order. */
export function chunksOf(db: Executor, recordingId: string) {
  return db
    .select({ storageKey: consultRecordingChunks.storageKey, sizeBytes: consultRecordingChunks.sizeBytes })
    .from(consultRecordingChunks)
    .where(eq(consultRecordingChunks.recordingId, recordingId))
    .orderBy(asc(consultRecordingChunks.index));
}
