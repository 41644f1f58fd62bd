import type { TShiftKind } from '@curo/core/scheduling-on-demand';
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { doctorProfiles, users } from '../../../db/schema/identity';
import { appointments, emergencyOffers, shifts } from '../../../db/schema/scheduling';
import type { AppointmentRow, NewAppointment } from '../appointments.repository';

export type ShiftRow = typeof shifts.$inferSelect;
export type EmergencyOfferRow = typeof emergencyOffers.$inferSelect;

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ---------------------------------------------------------------- claiming an appointment

/**
 * The one write that decides who gets an on-demand consult: it moves the appointment from `from`
 * to scheduled only if it is still in that state and has no doctor (or already names this one).
 * Undefined when someone else got there first.
 */
export async function claimAppointment(
  db: Executor,
  id: string,
  from: AppointmentRow['status'],
  doctorId: string,
  changes: Partial<NewAppointment>,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ ...changes, status: 'scheduled', doctorId, updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.status, from),
        or(isNull(appointments.doctorId), eq(appointments.doctorId, doctorId)),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes the oldest queued instant consult for `doctorId`. The row is locked with SKIP LOCKED, so
 * two doctors taking at the same moment get different patients instead of waiting on each other.
 */
export async function takeOldestQueued(
  db: Executor,
  doctorId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<AppointmentRow | undefined> {
  const [picked] = await rowsOf<{ id: string }>(
    db,
    sql`select id from appointments where type = 'instant' and status = 'queued'
        order by created_at, id limit 1 for update skip locked`,
  );
  if (!picked) return undefined;
  return claimAppointment(db, picked.id, 'queued', doctorId, { startsAt, endsAt });
}

// ---------------------------------------------------------------- shifts

export async function findShift(db: Executor, id: string, kind: TShiftKind) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.kind, kind)))
    .limit(1);
  return row;
}

/** Another shift of the doctor and kind that overlaps [startsAt, endsAt) (half-open). */
export async function overlappingShift(
  db: Executor,
  s: { kind: TShiftKind; doctorId: string; startsAt: Date; endsAt: Date; exceptId?: string },
) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.kind, s.kind),
        eq(shifts.doctorId, s.doctorId),
        lt(shifts.startsAt, s.endsAt),
        gt(shifts.endsAt, s.startsAt),
        s.exceptId ? ne(shifts.id, s.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serialises shift writes of one doctor: two overlapping shifts saved at the same moment would
 * each see no overlap. A transaction-scoped advisory lock on the doctor makes the check and the
 * write one step.
 */
export async function lockDoctorShifts(db: Executor, doctorId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`shifts:${doctorId}`}))`);
}

export async function insertShift(db: Executor, row: typeof shifts.$inferInsert): Promise<ShiftRow> {
  const [inserted] = await db.insert(shifts).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function updateShift(
  db: Executor,
  id: string,
  changes: Pick<ShiftRow, 'doctorId' | 'startsAt' | 'endsAt' | 'note'>,
) {
  const [row] = await db.update(shifts).set(changes).where(eq(shifts.id, id)).returning();
  return row;
}

export async function deleteShift(db: Executor, id: string) {
  await db.delete(shifts).where(eq(shifts.id, id));
}

/** A page of shifts of one kind that overlap [from, to), earliest first, with the doctor's name. */
export async function listShifts(
  db: Executor,
  f: { kind: TShiftKind; doctorId?: string; from: Date; to: Date; page: number; pageSize: number },
) {
  const where = and(
    eq(shifts.kind, f.kind),
    f.doctorId ? eq(shifts.doctorId, f.doctorId) : undefined,
    lt(shifts.startsAt, f.to),
    gt(shifts.endsAt, f.from),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ shift: shifts, firstName: users.firstName, lastName: users.lastName })
      .from(shifts)
      .innerJoin(users, eq(users.id, shifts.doctorId))
      .where(where)
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(shifts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function shiftWithName(db: Executor, id: string) {
  const [row] = await db
    .select({ shift: shifts, firstName: users.firstName, lastName: users.lastName })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.doctorId))
    .where(eq(shifts.id, id))
    .limit(1);
  return row;
}

/** Active doctors on a shift of `kind` at `at`, one line each (the shift that lasts longest). */
export async function doctorsOnShift(db: Executor, kind: TShiftKind, at: Date = new Date()) {
  const rows = await db
    .select({
      doctorId: shifts.doctorId,
      shiftId: shifts.id,
      until: shifts.endsAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.doctorId))
    .where(
      and(
        eq(shifts.kind, kind),
        sql`${shifts.startsAt} <= ${at}`,
        gt(shifts.endsAt, at),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(shifts.endsAt));
  const seen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) seen.set(row.doctorId, row);
  return [...seen.values()];
}

export async function isOnShift(db: Executor, doctorId: string, kind: TShiftKind, at = new Date()) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.kind, kind),
        eq(shifts.doctorId, doctorId),
        sql`${shifts.startsAt} <= ${at}`,
        gt(shifts.endsAt, at),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A doctor (or instant doctor) with their consult settings; undefined when not one or not active. */
export async function findActiveDoctor(db: Executor, id: string) {
  const [row] = await db
    .select({ user: users, consultSettings: doctorProfiles.consultSettings })
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.status, 'active'), isNull(users.deletedAt)))
    .limit(1);
  if (!row || (row.user.role !== 'doctor' && row.user.role !== 'instantDoctor')) return undefined;
  return row;
}

// ---------------------------------------------------------------- emergency offers

/** Offers the consult to each doctor once; answers the offers made now (not the existing ones). */
export async function insertEmergencyOffers(db: Executor, appointmentId: string, doctorIds: string[]) {
  if (doctorIds.length === 0) return [];
  return db
    .insert(emergencyOffers)
    .values(doctorIds.map((doctorId) => ({ appointmentId, doctorId })))
    .onConflictDoNothing()
    .returning();
}

export async function findEmergencyOffer(db: Executor, appointmentId: string, doctorId: string) {
  const [row] = await db
    .select()
    .from(emergencyOffers)
    .where(and(eq(emergencyOffers.appointmentId, appointmentId), eq(emergencyOffers.doctorId, doctorId)))
    .limit(1);
  return row;
}

/** Moves one doctor's open offer to `status`; undefined when it was not open. */
export async function respondToOffer(
  db: Executor,
  appointmentId: string,
  doctorId: string,
  status: 'accepted' | 'declined',
) {
  const [row] = await db
    .update(emergencyOffers)
    .set({ status, respondedAt: sql`now()` })
    .where(
      and(
        eq(emergencyOffers.appointmentId, appointmentId),
        eq(emergencyOffers.doctorId, doctorId),
        eq(emergencyOffers.status, 'open'),
      ),
    )
    .returning();
  return row;
}

/** Closes every other open offer of a consult someone has taken; answers whose offers closed. */
export async function closeOtherOffers(db: Executor, appointmentId: string, winnerId: string) {
  return db
    .update(emergencyOffers)
    .set({ status: 'closed', respondedAt: sql`now()` })
    .where(
      and(
        eq(emergencyOffers.appointmentId, appointmentId),
        ne(emergencyOffers.doctorId, winnerId),
        eq(emergencyOffers.status, 'open'),
      ),
    )
    .returning({ doctorId: emergencyOffers.doctorId });
}

/** Closes every open offer of a consult (it was cancelled). */
export async function closeAllOffers(db: Executor, appointmentId: string) {
  return db
    .update(emergencyOffers)
    .set({ status: 'closed', respondedAt: sql`now()` })
    .where(and(eq(emergencyOffers.appointmentId, appointmentId), eq(emergencyOffers.status, 'open')))
    .returning({ doctorId: emergencyOffers.doctorId });
}

/** A doctor's open offers of consults still waiting for a doctor, oldest request first. */
export async function openOffersFor(db: Executor, doctorId: string) {
  return db
    .select({
      offer: emergencyOffers,
      appointment: appointments,
      patientFirstName: users.firstName,
    })
    .from(emergencyOffers)
    .innerJoin(appointments, eq(appointments.id, emergencyOffers.appointmentId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(emergencyOffers.doctorId, doctorId),
        eq(emergencyOffers.status, 'open'),
        eq(appointments.status, 'requested'),
        isNull(appointments.doctorId),
      ),
    )
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
}

// ---------------------------------------------------------------- the instant queue

/** The queue: every queued instant consult, oldest first, with the patient's first name. */
export async function queuedInstant(db: Executor) {
  return db
    .select({ appointment: appointments, patientFirstName: users.firstName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(eq(appointments.type, 'instant'), eq(appointments.status, 'queued')))
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
}

/** A patient's instant consult that is still open (queued, or taken and not yet over). */
export async function openInstantOf(db: Executor, patientId: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.type, 'instant'),
        eq(appointments.patientId, patientId),
        inArray(appointments.status, ['queued', 'scheduled', 'checked_in', 'in_progress', 'waiting_info']),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serialises joining the queue per patient, so two taps of "see a doctor now" cannot both pass
 * the one-open-consult check.
 */
export async function lockPatientQueue(db: Executor, patientId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`instant:${patientId}`}))`);
}

/**
 * How long recent instant consults took, in minutes: from when a doctor took the patient to when
 * the consult ended (the history's `end` or `markAsCompleted`), over the last `limit` consults
 * that lasted between a minute and three hours.
 */
export async function recentInstantConsultMinutes(db: Executor, limit = 20): Promise<number[]> {
  const rows = await rowsOf<{ minutes: number | string }>(
    db,
    sql`select extract(epoch from (done.created_at - a.starts_at)) / 60 as minutes
        from appointments a
        join lateral (
          select e.created_at from appointment_events e
          where e.appointment_id = a.id and e.action in ('end', 'markAsCompleted')
          order by e.created_at limit 1
        ) done on true
        where a.type = 'instant' and a.starts_at is not null and a.status in ('ended', 'completed')
          -- Under a minute is a no-show or a mistake, over three hours a consult left open: neither
          -- says how long the next patient will wait.
          and done.created_at - a.starts_at between interval '1 minute' and interval '3 hours'
        order by done.created_at desc
        limit ${limit}`,
  );
  return rows.map((r) => Number(r.minutes)).filter((m) => Number.isFinite(m) && m > 0);
}

/** Which of these doctors are in a consult right now (one that holds their time covers `at`). */
export async function busyDoctorIds(db: Executor, doctorIds: string[], at: Date = new Date()) {
  if (doctorIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ doctorId: appointments.doctorId })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        inArray(appointments.status, ['scheduled', 'checked_in', 'in_progress', 'waiting_info']),
        sql`${appointments.startsAt} <= ${at}`,
        gt(appointments.endsAt, at),
      ),
    );
  return new Set(rows.flatMap((r) => (r.doctorId ? [r.doctorId] : [])));
}
