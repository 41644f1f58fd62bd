import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { doctorProfiles, users } from '../../../db/schema/identity';
import { appointmentFiles, appointments, dateOffers } from '../../../db/schema/scheduling';

export type DateOfferRow = typeof dateOffers.$inferSelect;
export type AppointmentFileRow = typeof appointmentFiles.$inferSelect;

/** Adds keys to an appointment's `details` in the statement that changes it (no lost updates). */
export const mergeDetails = (patch: Record<string, unknown>): SQL =>
  sql`${appointments.details} || ${JSON.stringify(patch)}::jsonb`;

export async function insertDateOffers(
  db: Executor,
  rows: Array<typeof dateOffers.$inferInsert>,
): Promise<DateOfferRow[]> {
  return db.insert(dateOffers).values(rows).returning();
}

export function listDateOffers(db: Executor, appointmentIds: string[]): Promise<DateOfferRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dateOffers)
    .where(inArray(dateOffers.appointmentId, appointmentIds))
    .orderBy(dateOffers.startsAt, dateOffers.id);
}

export async function findDateOffer(
  db: Executor,
  appointmentId: string,
  id: string,
): Promise<DateOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(dateOffers)
    .where(and(eq(dateOffers.id, id), eq(dateOffers.appointmentId, appointmentId)))
    .limit(1);
  return row;
}

/** Moves one open offer on; undefined when it was no longer open. */
export async function closeOpenOffer(
  db: Executor,
  id: string,
  status: 'accepted' | 'withdrawn',
): Promise<DateOfferRow | undefined> {
  const [row] = await db
    .update(dateOffers)
    .set({ status })
    .where(and(eq(dateOffers.id, id), eq(dateOffers.status, 'open')))
    .returning();
  return row;
}

/** Closes every open offer of an appointment (but `except`); answers how many. */
export async function closeOpenOffers(
  db: Executor,
  appointmentId: string,
  status: 'declined' | 'withdrawn',
  except?: string,
): Promise<number> {
  const rows = await db
    .update(dateOffers)
    .set({ status })
    .where(
      and(
        eq(dateOffers.appointmentId, appointmentId),
        eq(dateOffers.status, 'open'),
        except ? ne(dateOffers.id, except) : undefined,
      ),
    )
    .returning({ id: dateOffers.id });
  return rows.length;
}

/** The follow-ups of a consult, oldest first. */
export function listFollowUps(db: Executor, appointmentId: string) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.followUpOf, appointmentId))
    .orderBy(appointments.createdAt, appointments.id);
}

/** The specialties a doctor lists on their profile (empty when none or not a doctor). */
export async function specialtiesOf(db: Executor, doctorId: string): Promise<string[]> {
  const [row] = await db
    .select({ specialties: doctorProfiles.specialties })
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, doctorId))
    .limit(1);
  return row?.specialties ?? [];
}

/** Whether an active doctor lists `specialty` (case-insensitively). */
export async function someDoctorHasSpecialty(db: Executor, specialty: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'doctor'),
        eq(users.status, 'active'),
        sql`${users.deletedAt} is null`,
        sql`exists (select 1 from unnest(${doctorProfiles.specialties}) s where lower(s) = lower(${specialty}))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertAppointmentFiles(
  db: Executor,
  rows: Array<typeof appointmentFiles.$inferInsert>,
): Promise<AppointmentFileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(appointmentFiles).values(rows).returning();
}

export function listAppointmentFiles(db: Executor, appointmentId: string): Promise<AppointmentFileRow[]> {
  return db
    .select()
    .from(appointmentFiles)
    .where(eq(appointmentFiles.appointmentId, appointmentId))
    .orderBy(appointmentFiles.createdAt, appointmentFiles.id);
}

export async function findAppointmentFile(
  db: Executor,
  appointmentId: string,
  id: string,
): Promise<AppointmentFileRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentFiles)
    .where(and(eq(appointmentFiles.id, id), eq(appointmentFiles.appointmentId, appointmentId)))
    .limit(1);
  return row;
}
