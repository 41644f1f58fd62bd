import { OPEN_STATUSES, type TAppointmentStatus } from '@curo/core/scheduling';
import { and, asc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/identity';
import { appointmentEvents, appointmentParticipants, appointments } from '../../db/schema/scheduling';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** PostgreSQL's answer when the no-overlap exclusion constraint refuses a row. */
export { isExclusionViolation } from '../../db/errors';

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

/**
 * The live holds (unexpired) `bookedBy` made for `patientId`: a patient coming back to booking
 * (a reload, a second tab) resumes theirs instead of being refused by it (decision 0048).
 */
export function liveHoldsBy(db: Executor, bookedBy: string, patientId: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'held'),
        eq(appointments.bookedBy, bookedBy),
        eq(appointments.patientId, patientId),
        gt(appointments.holdExpiresAt, sql`now()`),
      ),
    );
}

/** Lets the named holds go at once (a patient who chose another time): they become `expired`. */
export function releaseHolds(db: Executor, ids: string[]): Promise<AppointmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(appointments)
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(appointments.status, 'held'), inArray(appointments.id, ids)))
    .returning();
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

/** The next SEQUENCE of an appointment's calendar invite (every invite after the first bumps it). */
export async function bumpInviteSequence(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(appointments)
    .set({ inviteSequence: sql`${appointments.inviteSequence} + 1` })
    .where(eq(appointments.id, id))
    .returning({ inviteSequence: appointments.inviteSequence });
  return row?.inviteSequence ?? 0;
}

export async function insertAppointmentEvent(db: Executor, row: typeof appointmentEvents.$inferInsert) {
  await db.insert(appointmentEvents).values(row);
}

/**
 * A line in a consult's history that leaves its state as it is (someone joined its call, a step of
 * recording it): from and to are both the current state. Nothing is written for a consult that does
 * not exist.
 */
export async function recordHistoryLine(
  tx: Executor,
  entry: Pick<
    typeof appointmentEvents.$inferInsert,
    'appointmentId' | 'action' | 'actorId' | 'actingAsId' | 'details'
  >,
): Promise<void> {
  const [consult] = await tx
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, entry.appointmentId))
    .limit(1);
  if (!consult) return;
  await tx
    .insert(appointmentEvents)
    .values({ ...entry, fromStatus: consult.status, toStatus: consult.status });
}

export function eventsOf(db: Executor, appointmentId: string) {
  return db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(appointmentEvents.createdAt, appointmentEvents.id);
}

/**
 * The consult's latest `action` step (undefined when it never took one): who took it (`actingAsId`
 * when an admin acted as someone, and who really did) and what it recorded.
 */
export async function lastEventOf(
  db: Executor,
  appointmentId: string,
  action: string,
): Promise<{ actorId: string | null; actingAsId: string | null; details: unknown } | undefined> {
  const [row] = await db
    .select({
      actorId: appointmentEvents.actorId,
      actingAsId: appointmentEvents.actingAsId,
      details: appointmentEvents.details,
    })
    .from(appointmentEvents)
    .where(and(eq(appointmentEvents.appointmentId, appointmentId), eq(appointmentEvents.action, action)))
    .orderBy(sql`${appointmentEvents.createdAt} desc, ${appointmentEvents.id} desc`)
    .limit(1);
  return row;
}

/** Whether `userId` was added to the consult as a participant with an account. */
export async function isParticipant(db: Executor, appointmentId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentParticipants.id })
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.appointmentId, appointmentId),
        eq(appointmentParticipants.userId, userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * For other modules' queries (a consult's chat), `takesPart` (appointments.policy.ts) in SQL, admins
 * aside: the accounts in a consult are its patient (the account holder, for a family member), its
 * doctor, staff who booked it and participants with an account. `appointment` is the consult's
 * id: a value, or a column of the outer query.
 */
export const peopleInConsult = (appointment: SQL) => sql`(
  select pa.patient_id from appointments pa where pa.id = ${appointment}
  union select pd.doctor_id from appointments pd where pd.id = ${appointment} and pd.doctor_id is not null
  union select pb.booked_by from appointments pb join users pbu on pbu.id = pb.booked_by
    where pb.id = ${appointment} and pbu.role <> 'patient'
  union select pp.user_id from appointment_participants pp
    where pp.appointment_id = ${appointment} and pp.user_id is not null)`;

/** The same rule the other way round: the consults `a` that `person` is in (see peopleInConsult). */
export const consultsTakenPartIn = ({ userId, role }: { userId: string; role: string }) => sql`(
  a.patient_id = ${userId} or a.doctor_id = ${userId}
  ${role === 'patient' ? sql`` : sql`or a.booked_by = ${userId}`}
  or exists (select 1 from appointment_participants ap where ap.appointment_id = a.id and ap.user_id = ${userId}))`;

/** A consult's history, oldest first, with the names of who acted (and as whom, when an admin acted as someone). */
export async function eventsWithNames(db: Executor, appointmentId: string) {
  const actor = alias(users, 'actor');
  const actingAs = alias(users, 'acting_as');
  const rows = await db
    .select({
      event: appointmentEvents,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      asFirst: actingAs.firstName,
      asLast: actingAs.lastName,
    })
    .from(appointmentEvents)
    .leftJoin(actor, eq(actor.id, appointmentEvents.actorId))
    .leftJoin(actingAs, eq(actingAs.id, appointmentEvents.actingAsId))
    .where(eq(appointmentEvents.appointmentId, appointmentId))
    .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id));
  return rows.map((r) => ({
    event: r.event,
    actorName: r.actorFirst ? `${r.actorFirst} ${r.actorLast}` : null,
    actingAsName: r.asFirst ? `${r.asFirst} ${r.asLast}` : null,
  }));
}

export type ListScope = 'upcoming' | 'past' | 'all';

/** What a list may filter on besides whose appointments they are. */
export interface ListFilter {
  scope: ListScope;
  search?: string;
  page: number;
  pageSize: number;
  type?: string;
  status?: string;
  doctorId?: string;
  patientId?: string;
  from?: Date;
  to?: Date;
  /** Latest first whatever the scope (a history). */
  newestFirst?: boolean;
  /** Match `search` against the people's names only, never the reason. */
  searchNamesOnly?: boolean;
}

/**
 * Whose appointments a list holds. Each role's list is one of these; the SQL for each lives here,
 * next to the table aliases it uses (`a` the appointment, `p` its patient, `d` its doctor).
 */
export type AppointmentsOf =
  | { kind: 'everyone' }
  /** As patient or as doctor. */
  | { kind: 'participant'; userId: string }
  | { kind: 'doctor'; doctorId: string }
  | { kind: 'patient'; patientId: string }
  /** Booked by them, or with them as a participant. */
  | { kind: 'bookedOrJoinedBy'; userId: string }
  | { kind: 'companyPatients'; companyId: string }
  /**
   * Open requests that name no doctor, of `kinds`, for a specialty `doctorId` lists or for no
   * specialty in particular.
   */
  | { kind: 'openRequestsFor'; doctorId: string; kinds: readonly string[] };

function whoCondition(of: AppointmentsOf): SQL {
  switch (of.kind) {
    case 'everyone':
      return sql`true`;
    case 'participant':
      return sql`(a.patient_id = ${of.userId} or a.doctor_id = ${of.userId})`;
    case 'doctor':
      return sql`a.doctor_id = ${of.doctorId}`;
    case 'patient':
      return sql`a.patient_id = ${of.patientId}`;
    case 'bookedOrJoinedBy':
      return sql`(a.booked_by = ${of.userId} or exists (select 1 from appointment_participants ap where ap.appointment_id = a.id and ap.user_id = ${of.userId}))`;
    case 'companyPatients':
      return sql`p.company_id = ${of.companyId}`;
    case 'openRequestsFor':
      return sql`a.doctor_id is null and a.status = 'requested'
        and a.type in (${sql.join(
          of.kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and (a.details->>'specialty' is null or exists (
          select 1 from doctor_profiles dp, unnest(dp.specialties) s
          where dp.user_id = ${of.doctorId} and lower(s) = lower(a.details->>'specialty')))`;
  }
}

/**
 * A page of the appointments `of` names, with the filters of `filter`. `search` matches the
 * reason or either party's name; with `searchNamesOnly`, the names only (for a reader who may not
 * see the reason: a search must not reveal what it hides).
 */
export async function listAppointments(db: Executor, of: AppointmentsOf, filter: ListFilter) {
  const { scope, search, page, pageSize } = filter;
  const who = whoCondition(of);
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const open = sql`a.status in (${sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const when =
    scope === 'upcoming'
      ? sql`and ${open} and (a.ends_at is null or a.ends_at > now())`
      : scope === 'past'
        ? sql`and not (${open} and (a.ends_at is null or a.ends_at > now()))`
        : sql``;
  const names = sql`(p.first_name || ' ' || p.last_name) ilike ${like} or (coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')) ilike ${like}`;
  const matching = !like
    ? sql``
    : filter.searchNamesOnly
      ? sql`and (${names})`
      : sql`and (a.reason ilike ${like} or ${names})`;
  const filters = sql.join(
    [
      filter.type ? sql`and a.type = ${filter.type}` : sql``,
      filter.status ? sql`and a.status = ${filter.status}` : sql``,
      filter.doctorId ? sql`and a.doctor_id = ${filter.doctorId}` : sql``,
      filter.patientId ? sql`and a.patient_id = ${filter.patientId}` : sql``,
      filter.from ? sql`and coalesce(a.starts_at, a.created_at) >= ${filter.from.toISOString()}` : sql``,
      filter.to ? sql`and coalesce(a.starts_at, a.created_at) < ${filter.to.toISOString()}` : sql``,
    ],
    sql` `,
  );
  const order =
    scope === 'past' || filter.newestFirst
      ? sql`a.starts_at desc nulls last, a.created_at desc`
      : sql`a.starts_at asc nulls last, a.created_at asc`;
  const base = sql`from appointments a
    join users p on p.id = a.patient_id
    left join users d on d.id = a.doctor_id
    where ${who} and a.status not in ('expired', 'held') ${when} ${matching} ${filters}`;
  const rows = (await db.execute(sql`select a.id, p.first_name as patient_first, p.last_name as patient_last,
      d.first_name as doctor_first, d.last_name as doctor_last ${base}
      order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as {
    rows: Array<{
      id: string;
      patient_first: string;
      patient_last: string;
      doctor_first: string | null;
      doctor_last: string | null;
    }>;
  };
  const counted = (await db.execute(sql`select count(*)::int as n ${base}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  const ids = rows.rows.map((r) => r.id);
  const full = ids.length ? await db.select().from(appointments).where(inArray(appointments.id, ids)) : [];
  const byId = new Map(full.map((r) => [r.id, r]));
  return {
    rows: rows.rows.flatMap((r) => {
      const row = byId.get(r.id);
      return row
        ? [
            {
              row,
              patientName: `${r.patient_first} ${r.patient_last}`,
              doctorName: r.doctor_first ? `${r.doctor_first} ${r.doctor_last}` : null,
            },
          ]
        : [];
    }),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

/** A doctor's appointments on one local day (the instants bounding it are given), with the patient's name. */
export async function doctorDay(db: Executor, doctorId: string, from: Date, to: Date) {
  const rows = await db
    .select({ row: appointments, first: users.firstName, last: users.lastName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        // A hold is a patient still choosing, not a consult (decision 0048).
        sql`${appointments.status} not in ('expired', 'held')`,
      ),
    )
    .orderBy(appointments.startsAt);
  return rows.map((r) => ({ ...r.row, patientName: `${r.first} ${r.last}` }));
}

/** States of a consult that tie a clinician to its patient while they last: booked or under way. */
const IN_CARE_STATUSES = OPEN_STATUSES.filter((status) => status !== 'held');

/**
 * The patients `clinicianId` has a consult with: as its doctor, as the staff member who booked it,
 * or as a participant with an account; the consult open, or ended or completed after
 * `endedSince` (by its end time, else its last change). With `patientId`, at most that one.
 */
export async function patientsInConsultWith(
  db: Executor,
  filter: { clinicianId: string; endedSince: Date; patientId?: string },
): Promise<string[]> {
  const { clinicianId, endedSince, patientId } = filter;
  const rows = await db
    .select({ patientId: appointments.patientId })
    .from(appointments)
    .where(
      and(
        patientId ? eq(appointments.patientId, patientId) : undefined,
        or(
          eq(appointments.doctorId, clinicianId),
          eq(appointments.bookedBy, clinicianId),
          sql`exists (select 1 from ${appointmentParticipants} where ${appointmentParticipants.appointmentId} = ${appointments.id} and ${appointmentParticipants.userId} = ${clinicianId})`,
        ),
        or(
          inArray(appointments.status, IN_CARE_STATUSES),
          and(
            inArray(appointments.status, ['ended', 'completed']),
            sql`coalesce(${appointments.endsAt}, ${appointments.updatedAt}) > ${endedSince.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .groupBy(appointments.patientId);
  return rows.map((r) => r.patientId);
}

/** The history of several consults, each in the order it happened (a patient's copy of their record). */
export function eventsOfConsults(db: Executor, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentId: appointmentEvents.appointmentId,
      action: appointmentEvents.action,
      fromStatus: appointmentEvents.fromStatus,
      toStatus: appointmentEvents.toStatus,
      createdAt: appointmentEvents.createdAt,
    })
    .from(appointmentEvents)
    .where(inArray(appointmentEvents.appointmentId, appointmentIds))
    .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id));
}
