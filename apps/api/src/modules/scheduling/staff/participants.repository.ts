import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appointmentParticipants } from '../../../db/schema/scheduling';

export type ParticipantRow = typeof appointmentParticipants.$inferSelect;
export type NewParticipant = typeof appointmentParticipants.$inferInsert;

/** The people added to a consult, in the order they were added. */
export function participantsOf(db: Executor, appointmentId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(appointmentParticipants)
    .where(eq(appointmentParticipants.appointmentId, appointmentId))
    .orderBy(asc(appointmentParticipants.createdAt));
}

export async function insertParticipant(db: Executor, row: NewParticipant): Promise<ParticipantRow> {
  const [inserted] = await db.insert(appointmentParticipants).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findParticipant(db: Executor, id: string): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentParticipants)
    .where(eq(appointmentParticipants.id, id))
    .limit(1);
  return row;
}

export async function deleteParticipant(db: Executor, id: string): Promise<void> {
  await db.delete(appointmentParticipants).where(eq(appointmentParticipants.id, id));
}

/** The guest of a consult whose invitation link hashes to `tokenHash`. */
export async function findParticipantByInvite(
  db: Executor,
  appointmentId: string,
  tokenHash: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.appointmentId, appointmentId),
        eq(appointmentParticipants.inviteTokenHash, tokenHash),
      ),
    )
    .limit(1);
  return row;
}

/** Marks an invitation used, once: undefined when it already was (a conditional update). */
export async function markParticipantAccepted(db: Executor, id: string): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .update(appointmentParticipants)
    .set({ acceptedAt: new Date() })
    .where(and(eq(appointmentParticipants.id, id), isNull(appointmentParticipants.acceptedAt)))
    .returning();
  return row;
}
