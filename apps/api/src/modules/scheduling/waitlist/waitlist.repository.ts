import { type AnyColumn, and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/identity';
import { appointments, waitlistEntries, waitlistOffers } from '../../../db/schema/scheduling';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;

export async function insertWaitlistEntry(
  db: Executor,
  row: typeof waitlistEntries.$inferInsert,
): Promise<WaitlistEntryRow> {
  const [inserted] = await db.insert(waitlistEntries).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findWaitlistEntry(db: Executor, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  return row;
}

/** The entries with these ids (an offer's), in no particular order; ids not found are left out. */
export async function findWaitlistEntries(db: Executor, ids: string[]): Promise<WaitlistEntryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(waitlistEntries).where(inArray(waitlistEntries.id, ids));
}

/** The patient's waiting entry for the same doctor, or the same specialty (any case). */
export async function findWaitingEntry(
  db: Executor,
  patientId: string,
  target: { doctorId?: string; specialty?: string },
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.patientId, patientId),
        eq(waitlistEntries.status, 'waiting'),
        target.doctorId
          ? eq(waitlistEntries.doctorId, target.doctorId)
          : sql`lower(${waitlistEntries.specialty}) = lower(${target.specialty ?? ''})`,
      ),
    )
    .limit(1);
  return row;
}

export async function setWaitlistEntryStatus(
  db: Executor,
  ids: string[],
  status: WaitlistEntryRow['status'],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(waitlistEntries)
    .set({ status, updatedAt: sql`now()` })
    .where(inArray(waitlistEntries.id, ids));
}

/** The patient's waiting entries, first joined first, with the doctor's name when there is one. */
export function waitingEntriesOf(db: Executor, patientId: string) {
  return db
    .select({ entry: waitlistEntries, doctorFirst: users.firstName, doctorLast: users.lastName })
    .from(waitlistEntries)
    .leftJoin(users, eq(users.id, waitlistEntries.doctorId))
    .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** A name or page slug reduced to its slug, so "ADHD" and "adhd" and "Sleep Medicine" and "sleep-medicine" meet. */
const slugOf = (value: SQL | AnyColumn) =>
  sql`trim(both '-' from regexp_replace(lower(${value}), '[^a-z0-9]+', '-', 'g'))`;

/** A waiting entry for this doctor, or for a specialty the doctor lists (by name or page slug, any case). */
const waitingForDoctor = (doctorId: string) =>
  and(
    eq(waitlistEntries.status, 'waiting'),
    sql`(${waitlistEntries.doctorId} = ${doctorId} or (${waitlistEntries.doctorId} is null and exists (
      select 1 from doctor_profiles dp, unnest(dp.specialties) s
      where dp.user_id = ${doctorId} and ${slugOf(sql`s`)} = ${slugOf(waitlistEntries.specialty)})))`,
  );

/**
 * The first waiting entries a time with `doctorId` at `startsAt` goes to, in the order they
 * joined: waiting for that doctor, or for a specialty the doctor lists (by name or page slug, any
 * case); never an entry this time was offered to before, nor the patient who already has it.
 */
export async function nextInLineFor(
  db: Executor,
  slot: { doctorId: string; startsAt: Date },
  limit: number,
): Promise<WaitlistEntryRow[]> {
  const startsAt = slot.startsAt.toISOString();
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        waitingForDoctor(slot.doctorId),
        sql`not exists (
          select 1 from waitlist_offers o
          where o.doctor_id = ${slot.doctorId} and o.starts_at = ${startsAt}::timestamptz
            and ${waitlistEntries.id} = any(o.entry_ids))`,
        sql`not exists (
          select 1 from appointments a
          where a.patient_id = ${waitlistEntries.patientId} and a.doctor_id = ${slot.doctorId}
            and a.starts_at = ${startsAt}::timestamptz
            and a.status in ('scheduled', 'checked_in', 'in_progress', 'waiting_info'))`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit * 4);
  // One place per patient in an offer, whichever of their entries came first.
  const seen = new Set<string>();
  const chosen: WaitlistEntryRow[] = [];
  for (const entry of rows) {
    if (seen.has(entry.patientId)) continue;
    seen.add(entry.patientId);
    chosen.push(entry);
    if (chosen.length === limit) break;
  }
  return chosen;
}

export async function insertWaitlistOffer(
  db: Executor,
  row: typeof waitlistOffers.$inferInsert,
): Promise<WaitlistOfferRow> {
  const [inserted] = await db.insert(waitlistOffers).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findWaitlistOffer(db: Executor, id: string): Promise<WaitlistOfferRow | undefined> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id)).limit(1);
  return row;
}

/** Open offers to any of `entryIds` that have not run out at `now`, soonest time first. */
export function openOffersTo(db: Executor, entryIds: string[], now: Date) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select({ offer: waitlistOffers, doctorFirst: users.firstName, doctorLast: users.lastName })
    .from(waitlistOffers)
    .innerJoin(users, eq(users.id, waitlistOffers.doctorId))
    .where(
      and(
        eq(waitlistOffers.status, 'open'),
        gt(waitlistOffers.expiresAt, now),
        sql`${waitlistOffers.entryIds} && array[${sql.join(
          entryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`,
      ),
    )
    .orderBy(asc(waitlistOffers.startsAt));
}

/**
 * The first acceptance wins: the offer becomes `accepted` only while it is still open and has
 * not run out; undefined for everyone after (they answer 409).
 */
export async function takeOpenOffer(
  db: Executor,
  id: string,
  entryId: string,
  now: Date,
): Promise<WaitlistOfferRow | undefined> {
  const [row] = await db
    .update(waitlistOffers)
    .set({ status: 'accepted', acceptedEntryId: entryId })
    .where(
      and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, now)),
    )
    .returning();
  return row;
}

/** Marks an offer `lapsed` if it is still in `from`; undefined when another sweep got there first. */
export async function lapseOffer(
  db: Executor,
  id: string,
  from: WaitlistOfferRow['status'],
): Promise<WaitlistOfferRow | undefined> {
  const [row] = await db
    .update(waitlistOffers)
    .set({ status: 'lapsed' })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, from)))
    .returning();
  return row;
}

/** Open offers whose ten minutes are over at `now`. */
export function dueOpenOffers(db: Executor, now: Date): Promise<WaitlistOfferRow[]> {
  return db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)));
}

/**
 * Accepted offers whose patient did not book in time: the hold they took over has run out (at
 * `now`), expired or been let go. Their time goes on down the waitlist.
 */
export async function unbookedAcceptedOffers(db: Executor, now: Date): Promise<WaitlistOfferRow[]> {
  const rows = await db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .innerJoin(appointments, eq(appointments.id, waitlistOffers.appointmentId))
    .where(
      and(
        eq(waitlistOffers.status, 'accepted'),
        sql`(${appointments.status} in ('expired', 'cancelled')
          or (${appointments.status} = 'held' and ${appointments.holdExpiresAt} <= ${now.toISOString()}::timestamptz))`,
      ),
    );
  return rows.map((r) => r.offer);
}

/** Whether anyone waits for this doctor, or for a specialty they list. */
export async function waitingFor(db: Executor, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(waitingForDoctor(doctorId))
    .limit(1);
  return row !== undefined;
}

/** Every entry the patient has had, waiting or not, first joined first, with the doctor's name. */
export function allEntriesOf(db: Executor, patientId: string) {
  return db
    .select({ entry: waitlistEntries, doctorFirst: users.firstName, doctorLast: users.lastName })
    .from(waitlistEntries)
    .leftJoin(users, eq(users.id, waitlistEntries.doctorId))
    .where(eq(waitlistEntries.patientId, patientId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
