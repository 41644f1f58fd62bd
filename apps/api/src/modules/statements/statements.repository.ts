import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/billing';
import { doctorProfiles, users } from '../../db/schema/identity';
import { appointmentEvents, appointments } from '../../db/schema/scheduling';

/** A doctor (or on-demand doctor) and their Medicare provider number; undefined for anyone else. */
export async function findStatementDoctor(db: Executor, doctorId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      providerNumber: doctorProfiles.providerNumber,
    })
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(and(eq(users.id, doctorId), inArray(users.role, ['doctor', 'instantDoctor'])))
    .limit(1);
  return row;
}

/** Payment states in which money was taken from the card (and may since have gone back). */
const TAKEN: Array<(typeof payments.$inferSelect)['status']> = ['captured', 'partially_refunded', 'refunded'];
const taken = () => inArray(payments.status, TAKEN);

const patient = alias(users, 'statement_patient');
const doctor = alias(users, 'statement_doctor');

/** When the consult was completed, from its history: the date of service of one without a time. */
const completedAt = sql`(select max(${appointmentEvents.createdAt}) from ${appointmentEvents}
  where ${appointmentEvents.appointmentId} = ${appointments.id} and ${appointmentEvents.toStatus} = 'completed')`;
const servedAt = sql`coalesce(${appointments.startsAt}, ${completedAt})`;

/** A sum over the consult's taken payments. */
const takenSum = (column: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${payments}
    where ${payments.appointmentId} = ${appointments.id} and ${taken()})`.mapWith(Number);

const moneyColumns = {
  appointmentId: appointments.id,
  type: appointments.type,
  status: appointments.status,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  billing: appointments.billing,
  mbsItem: appointments.mbsItem,
  priceCents: appointments.priceCents,
  dateOfService: servedAt.mapWith(appointments.startsAt),
  patientFirstName: patient.firstName,
  patientLastName: patient.lastName,
  doctorFirstName: doctor.firstName,
  doctorLastName: doctor.lastName,
  providerNumber: doctorProfiles.providerNumber,
  /** Payments taken: how many, and their fee, discount, amount and refunds. */
  takenCount: sql<number>`(select count(*) from ${payments}
    where ${payments.appointmentId} = ${appointments.id} and ${taken()})`.mapWith(Number),
  takenPriceCents: takenSum(payments.priceCents),
  takenDiscountCents: takenSum(payments.discountCents),
  takenAmountCents: takenSum(payments.amountCents),
  takenRefundedCents: takenSum(payments.refundedCents),
  /** The state of the consult's latest payment, whatever it is. */
  paymentStatus: sql<
    (typeof payments.$inferSelect)['status'] | null
  >`(select ${payments.status} from ${payments}
    where ${payments.appointmentId} = ${appointments.id}
    order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`,
};

export type ConsultMoneyRow = NonNullable<Awaited<ReturnType<typeof findConsultMoney>>>;

/** One consult with its people and what its payments took; undefined when there is none. */
export async function findConsultMoney(db: Executor, appointmentId: string) {
  const [row] = await db
    .select(moneyColumns)
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, appointments.doctorId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

/**
 * A doctor's completed consults whose date of service (its start, or when it was completed if it
 * had no time) falls in [from, to), earliest first, each with what its payments took.
 */
export function listCompletedConsultMoney(
  db: Executor,
  { doctorId, from, to }: { doctorId: string; from: Date; to: Date },
) {
  return db
    .select(moneyColumns)
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, appointments.doctorId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'completed'),
        sql`${servedAt} >= ${from.toISOString()}::timestamptz`,
        sql`${servedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(servedAt), asc(appointments.id));
}
