import { SLOT_HOLDING_STATUSES, type TAppointmentStatus } from '@curo/core/scheduling';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointmentEvents, appointments } from '../../db/schema/scheduling';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** PostgreSQL's answer when the no-overlap exclusion constraint refuses a row. */
export const EXCLUSION_VIOLATION = '23P01';

export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === EXCLUSION_VIOLATION || e?.cause?.code === EXCLUSION_VIOLATION;
}

/**
 * Frees the doctor's time held by holds that have run out: they become `expired`. Run before
 * booking, so a lapsed hold never blocks anyone (and by the sweeper job for the rest).
 */
export async function expireLapsedHolds(db: Executor, doctorId?: string): Promise<AppointmentRow[]> {
  return db
    .update(appointments)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.status, 'held'),
        lt(appointments.holdExpiresAt, sql`now()`),
        doctorId ? eq(appointments.doctorId, doctorId) : undefined,
      ),
    )
    .returning();
}

/** Time a doctor is booked (or held, unexpired) between two instants. */
export function bookedBetween(db: Executor, doctorId: string, from: Date, to: Date) {
  return db
    .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt, status: appointments.status })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, [...SLOT_HOLDING_STATUSES]),
        or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, sql`now()`)),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    );
}

export async function insertAppointment(db: Executor, row: NewAppointment): Promise<AppointmentRow> {
  const [inserted] = await db.insert(appointments).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findAppointment(db: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}

/**
 * Moves an appointment from `from` to a new state with the given changes; undefined when another
 * request changed its state first (the caller answers 409).
 */
export async function updateAppointmentIfStatus(
  db: Executor,
  id: string,
  from: TAppointmentStatus,
  changes: Partial<NewAppointment>,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), eq(appointments.status, from)))
    .returning();
  return row;
}

export async function insertAppointmentEvent(db: Executor, row: typeof appointmentEvents.$inferInsert) {
  await db.insert(appointmentEvents).values(row);
}

export function eventsOf(db: Executor, appointmentId: string) {
  return db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(appointmentEvents.createdAt, appointmentEvents.id);
}
