import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles } from '../../db/schema/identity';
import { availabilityRules, calendarBusyTimes, doctorCalendars } from '../../db/schema/scheduling';

export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;
export type DoctorCalendarRow = typeof doctorCalendars.$inferSelect;
type RuleFields = Omit<typeof availabilityRules.$inferInsert, 'id' | 'doctorId' | 'createdAt' | 'updatedAt'>;

export function listRules(db: Executor, doctorId: string) {
  return db
    .select()
    .from(availabilityRules)
    .where(eq(availabilityRules.doctorId, doctorId))
    .orderBy(
      asc(availabilityRules.kind),
      asc(availabilityRules.date),
      asc(availabilityRules.weekday),
      asc(availabilityRules.startTime),
    );
}

export async function findRule(db: Executor, id: string): Promise<AvailabilityRuleRow | undefined> {
  const [row] = await db.select().from(availabilityRules).where(eq(availabilityRules.id, id)).limit(1);
  return row;
}

export async function insertRule(db: Executor, doctorId: string, fields: RuleFields) {
  const [row] = await db
    .insert(availabilityRules)
    .values({ ...fields, doctorId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateRule(db: Executor, id: string, fields: RuleFields) {
  const [row] = await db
    .update(availabilityRules)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(availabilityRules.id, id))
    .returning();
  return row;
}

export async function deleteRule(db: Executor, id: string, doctorId: string): Promise<boolean> {
  const rows = await db
    .delete(availabilityRules)
    .where(and(eq(availabilityRules.id, id), eq(availabilityRules.doctorId, doctorId)))
    .returning({ id: availabilityRules.id });
  return rows.length === 1;
}

export async function findCalendar(db: Executor, doctorId: string): Promise<DoctorCalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(doctorCalendars)
    .where(eq(doctorCalendars.doctorId, doctorId))
    .limit(1);
  return row;
}

/** A busy interval of an outside calendar, end exclusive. */
export interface CalendarBusyTime {
  startsAt: Date;
  endsAt: Date;
}

/** Rows a single INSERT carries (3 parameters each, far below PostgreSQL's 65,535). */
const BUSY_INSERT_BATCH = 1000;

/**
 * Saves a doctor's calendar row. With `busy` (a successful sync), the doctor's busy times become
 * exactly those: old rows deleted, new ones inserted. Pass a transaction so readers see either the
 * old set or the new one, never a mix. Without `busy` (a failed sync) the stored times stay.
 */
export async function saveCalendar(
  db: Executor,
  row: typeof doctorCalendars.$inferInsert,
  busy?: readonly CalendarBusyTime[],
) {
  const [saved] = await db
    .insert(doctorCalendars)
    .values(row)
    .onConflictDoUpdate({ target: doctorCalendars.doctorId, set: { ...row, updatedAt: sql`now()` } })
    .returning();
  if (busy) {
    await db.delete(calendarBusyTimes).where(eq(calendarBusyTimes.doctorId, row.doctorId));
    const rows = busy
      .filter((b) => b.endsAt.getTime() > b.startsAt.getTime())
      .map((b) => ({ doctorId: row.doctorId, startsAt: b.startsAt, endsAt: b.endsAt }));
    for (let i = 0; i < rows.length; i += BUSY_INSERT_BATCH)
      await db.insert(calendarBusyTimes).values(rows.slice(i, i + BUSY_INSERT_BATCH));
  }
  return saved;
}

/** How many busy times the doctor's last successful sync stored. */
export async function countCalendarBusy(db: Executor, doctorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calendarBusyTimes)
    .where(eq(calendarBusyTimes.doctorId, doctorId));
  return row?.n ?? 0;
}

/** A doctor's profile bits scheduling needs: zone and consult settings; undefined if not a doctor. */
export async function findDoctorSchedulingProfile(db: Executor, doctorId: string) {
  const [row] = await db
    .select({ timeZone: doctorProfiles.timeZone, consultSettings: doctorProfiles.consultSettings })
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, doctorId))
    .limit(1);
  return row;
}

/** Each of `doctorIds`' time zone (doctors without a profile are left out). */
export async function doctorZones(db: Executor, doctorIds: readonly string[]): Promise<Map<string, string>> {
  if (doctorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: doctorProfiles.userId, zone: doctorProfiles.timeZone })
    .from(doctorProfiles)
    .where(inArray(doctorProfiles.userId, [...doctorIds]));
  return new Map(rows.map((r) => [r.id, r.zone]));
}

export async function setConsultSettings(db: Executor, doctorId: string, settings: unknown) {
  await db
    .update(doctorProfiles)
    .set({ consultSettings: settings })
    .where(eq(doctorProfiles.userId, doctorId));
}

/** What the slot engine reads about one doctor, as one statement returns it. */
export interface ScheduleSnapshot {
  timeZone: string;
  consultSettings: unknown;
  rules: Array<{
    kind: AvailabilityRuleRow['kind'];
    weekday: number | null;
    date: string | null;
    startTime: string | null;
    endTime: string | null;
  }>;
  /** Slot-holding appointments (live holds only) overlapping [from, to): epoch ms and status. */
  booked: Array<{ s: number; e: number; held: boolean }>;
  /** Outside-calendar busy times overlapping [from, to): epoch ms. */
  calendar: Array<{ s: number; e: number }>;
}

/**
 * A doctor's zone, consult settings, availability rules, and the bookings, live holds and calendar
 * busy times overlapping [from, to), in one call of `doctor_schedule_snapshot` (migration 0033):
 * one round trip and a plan made once a connection, where four inline queries cost the busy doctor
 * most of each slots request. Both time lookups use the GiST range indexes. Undefined if `doctorId`
 * is not a doctor.
 */
export async function scheduleSnapshot(
  db: Executor,
  doctorId: string,
  from: Date,
  to: Date,
  ignoreAppointmentId?: string,
): Promise<ScheduleSnapshot | undefined> {
  const result = (await db.execute(
    sql`select * from doctor_schedule_snapshot(${doctorId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${ignoreAppointmentId ?? null}::uuid)`,
  )) as unknown as { rows: ScheduleSnapshot[] };
  return result.rows[0];
}
