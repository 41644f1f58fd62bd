import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doctorProfiles } from '../../db/schema/identity';
import { availabilityRules, doctorCalendars } from '../../db/schema/scheduling';

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

export async function saveCalendar(db: Executor, row: typeof doctorCalendars.$inferInsert) {
  const [saved] = await db
    .insert(doctorCalendars)
    .values(row)
    .onConflictDoUpdate({ target: doctorCalendars.doctorId, set: { ...row, updatedAt: sql`now()` } })
    .returning();
  return saved;
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
