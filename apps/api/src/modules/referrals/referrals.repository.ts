import type { TReferralStatus, TReferralStoredStatus } from '@curo/core/referrals';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { specialties } from '../../db/schema/content';
import { doctorProfiles, users } from '../../db/schema/identity';
import { referrals } from '../../db/schema/referrals';
import { appointments } from '../../db/schema/scheduling';
import { consultsTakenPartIn } from '../scheduling';
import { DEAD_BOOKING_STATUSES, type ReferralScope } from './referrals.policy';

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

/** The consult a referral is offered from: whose it is and where it stands. */
export async function findConsult(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

/** A doctor's account and profile facts a referral needs (active doctors only). */
export async function findDoctor(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
      specialties: doctorProfiles.specialties,
    })
    .from(users)
    .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The specialty on Curo with this name (any case), by its own spelling. */
export async function findSpecialtyName(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: specialties.name })
    .from(specialties)
    .where(sql`lower(${specialties.name}) = lower(${name})`)
    .limit(1);
  return row?.name;
}

export async function insertReferral(db: Executor, values: NewReferral): Promise<ReferralRow> {
  const [row] = await db.insert(referrals).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Records the patient's answer if there has been none yet; undefined when it was already answered. */
export async function answerReferral(
  db: Executor,
  id: string,
  answer: { status: 'accepted' | 'declined'; reason: string | null; at: Date },
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .update(referrals)
    .set({
      status: answer.status,
      responseReason: answer.reason,
      respondedAt: answer.at,
      updatedAt: answer.at,
    })
    .where(and(eq(referrals.id, id), eq(referrals.status, 'offered')))
    .returning();
  return row;
}

/** The referral, its row locked until the transaction ends (two bookings with it run in turn). */
export async function lockReferral(db: Executor, id: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).limit(1).for('update');
  return row;
}

/** Whether the consult a referral was booked on still holds its booking. */
export async function bookingLive(db: Executor, appointmentId: string | null): Promise<boolean> {
  if (!appointmentId) return false;
  const [row] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return Boolean(row && !DEAD_BOOKING_STATUSES.includes(row.status));
}

export async function markBooked(db: Executor, id: string, appointmentId: string, at: Date): Promise<void> {
  await db
    .update(referrals)
    .set({ status: 'booked', bookedAppointmentId: appointmentId, updatedAt: at })
    .where(eq(referrals.id, id));
}

const patient = alias(users, 'referral_patient');
const referrer = alias(users, 'referral_referrer');
const targetDoctor = alias(users, 'referral_target_doctor');
const referrerProfile = alias(doctorProfiles, 'referral_referrer_profile');

/** Whether the consult booked with the referral still holds its booking, as SQL. */
const bookingLiveSql = sql<boolean>`coalesce((select b.status not in ('cancelled', 'expired') from appointments b where b.id = ${referrals.bookedAppointmentId}), false)`;

/** The status shown on Sydney day `today` (core's `referralStatusOn`, as SQL for filtering). */
const statusOnSql = (today: string) => sql<TReferralStatus>`case
  when ${referrals.status} = 'declined' then 'declined'
  when ${referrals.status} = 'booked' and ${bookingLiveSql} then 'booked'
  when ${referrals.validUntil} is not null and ${referrals.validUntil} < ${today}::date then 'expired'
  when ${referrals.status} = 'booked' then 'accepted'
  else ${referrals.status} end`;

/** The referrals a scope (referrals.policy.ts) lets its holder see, as SQL. */
function visibleIn(scope: ReferralScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'patient':
      return eq(referrals.patientId, scope.userId);
    case 'clinician':
      return or(
        eq(referrals.referrerId, scope.userId),
        and(
          inArray(referrals.status, ['accepted', 'booked'] satisfies TReferralStoredStatus[]),
          or(
            eq(referrals.targetDoctorId, scope.userId),
            sql`(${referrals.targetKind} = 'specialty' and exists (
              select 1 from doctor_profiles dp, unnest(dp.specialties) s
              where dp.user_id = ${scope.userId} and lower(s) = lower(${referrals.targetSpecialty})))`,
            sql`exists (select 1 from appointments b where b.id = ${referrals.bookedAppointmentId} and b.doctor_id = ${scope.userId})`,
          ),
        ),
      );
    case 'onTheCase':
      return sql`exists (select 1 from appointments a
        where a.id in (${referrals.appointmentId}, ${referrals.bookedAppointmentId}) and ${consultsTakenPartIn(scope)})`;
  }
}

const viewColumns = (today: string) => ({
  referral: referrals,
  shownStatus: statusOnSql(today),
  bookingLive: bookingLiveSql,
  patientFirst: patient.firstName,
  patientLast: patient.lastName,
  referrerFirst: referrer.firstName,
  referrerLast: referrer.lastName,
  providerNumber: referrerProfile.providerNumber,
  targetFirst: targetDoctor.firstName,
  targetLast: targetDoctor.lastName,
});

export type ReferralView = {
  referral: ReferralRow;
  shownStatus: TReferralStatus;
  bookingLive: boolean;
  patientFirst: string;
  patientLast: string;
  referrerFirst: string;
  referrerLast: string;
  providerNumber: string | null;
  targetFirst: string | null;
  targetLast: string | null;
};

function viewQuery(db: Executor, today: string) {
  return db
    .select(viewColumns(today))
    .from(referrals)
    .innerJoin(patient, eq(patient.id, referrals.patientId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .leftJoin(referrerProfile, eq(referrerProfile.userId, referrals.referrerId))
    .leftJoin(targetDoctor, eq(targetDoctor.id, referrals.targetDoctorId));
}

/** One referral with the names it shows, if the scope reaches it. */
export async function findReferralView(
  db: Executor,
  id: string,
  scope: ReferralScope,
  today: string,
): Promise<ReferralView | undefined> {
  const [row] = await viewQuery(db, today)
    .where(and(eq(referrals.id, id), visibleIn(scope)))
    .limit(1);
  return row as ReferralView | undefined;
}

/** A page of the referrals a scope reaches, newest first. */
export async function listReferralViews(
  db: Executor,
  {
    scope,
    today,
    status,
    appointmentId,
    page,
    pageSize,
  }: {
    scope: ReferralScope;
    today: string;
    status?: TReferralStatus;
    appointmentId?: string;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ReferralView[]; total: number }> {
  const where = and(
    visibleIn(scope),
    status ? sql`${statusOnSql(today)} = ${status}` : undefined,
    appointmentId
      ? or(eq(referrals.appointmentId, appointmentId), eq(referrals.bookedAppointmentId, appointmentId))
      : undefined,
  );
  const rows = await viewQuery(db, today)
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(referrals).where(where);
  return { rows: rows as ReferralView[], total: total?.n ?? 0 };
}
