import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appointments, reminders } from '../../../db/schema/scheduling';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = typeof reminders.$inferInsert;
export type ReminderChannel = 'email' | 'sms';

export function remindersOf(db: Executor, appointmentId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.appointmentId, appointmentId))
    .orderBy(asc(reminders.dueAt), asc(reminders.id));
}

/** A person's own reminders with their consult's start, pending ones first, then by time. */
export function remindersOfUser(db: Executor, userId: string, appointmentId?: string) {
  return db
    .select({ reminder: reminders, startsAt: appointments.startsAt })
    .from(reminders)
    .innerJoin(appointments, eq(appointments.id, reminders.appointmentId))
    .where(
      and(
        eq(reminders.userId, userId),
        appointmentId ? eq(reminders.appointmentId, appointmentId) : undefined,
      ),
    )
    .orderBy(desc(sql`${reminders.status} = 'pending'`), asc(reminders.dueAt), asc(reminders.id))
    .limit(200);
}

export async function insertReminder(db: Executor, row: NewReminder): Promise<ReminderRow> {
  const [inserted] = await db.insert(reminders).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function updateReminder(
  db: Executor,
  id: string,
  changes: Partial<Pick<NewReminder, 'dueAt' | 'status' | 'channels' | 'userId' | 'sentAt'>>,
) {
  await db.update(reminders).set(changes).where(eq(reminders.id, id));
}

/** Pending reminders of an appointment become cancelled (the consult is off). */
export async function cancelPendingReminders(db: Executor, appointmentId: string): Promise<number> {
  const rows = await db
    .update(reminders)
    .set({ status: 'cancelled' })
    .where(and(eq(reminders.appointmentId, appointmentId), eq(reminders.status, 'pending')))
    .returning({ id: reminders.id });
  return rows.length;
}

/** One reminder, locked for the rest of the transaction. */
export async function lockReminder(db: Executor, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).for('update');
  return row;
}

/** Ids of reminders whose time has come, oldest first. */
export async function dueReminderIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.status, 'pending'), lte(reminders.dueAt, sql`now()`)))
    .orderBy(asc(reminders.dueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Settles a due reminder as sent or skipped, only if it is still pending: of two workers (or two
 * server instances) racing for it, exactly one gets the row back. Call it in the transaction that
 * queues the messages, so "sent" and the messages commit together or not at all.
 */
export async function settleReminderIfPending(
  db: Executor,
  id: string,
  status: 'sent' | 'skipped',
): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(reminders)
    .set({ status, sentAt: status === 'sent' ? sql`now()` : null })
    .where(and(eq(reminders.id, id), eq(reminders.status, 'pending'), lte(reminders.dueAt, sql`now()`)))
    .returning();
  return row;
}

/** A person as a message needs them: address, phone, zone and their notification choices. */
export interface Addressee {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  timeZone: string;
  notificationSettings: unknown;
}

/** Patients and doctors with the zone they see times in (their profile's, Sydney otherwise). */
export async function addressees(db: Executor, ids: string[]): Promise<Map<string, Addressee>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = (await db.execute(sql`
    select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.notification_settings,
      coalesce(pp.time_zone, dp.time_zone, 'Australia/Sydney') as time_zone
    from users u
    left join patient_profiles pp on pp.user_id = u.id
    left join doctor_profiles dp on dp.user_id = u.id
    where u.id in (${sql.join(
      unique.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and u.deleted_at is null`)) as unknown as {
    rows: Array<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      role: string;
      notification_settings: unknown;
      time_zone: string;
    }>;
  };
  return new Map(
    rows.rows.map((r) => [
      r.id,
      {
        id: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        phone: r.phone,
        role: r.role,
        timeZone: r.time_zone,
        notificationSettings: r.notification_settings,
      },
    ]),
  );
}
