import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { invoiceCounters, invoices, paymentMethods, payments } from '../../db/schema/billing';
import { doctorProfiles, familyMembers, users } from '../../db/schema/identity';
import { appointmentEvents, appointments } from '../../db/schema/scheduling';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoicePaymentRow = typeof payments.$inferSelect;

/**
 * The payment an invoice is for, its row locked until the transaction ends: two issues for one
 * payment run one after the other, so the second finds the first's invoice.
 */
export async function lockPayment(db: Executor, id: string): Promise<InvoicePaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function findInvoiceByPayment(db: Executor, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).limit(1);
  return row;
}

/**
 * The next number in `year`: the year's counter raised by one (made at 1 for a year's first
 * invoice). The counter's row stays locked until the transaction ends, so the numbers are taken in
 * commit order: a transaction that rolls back gives its number back, and none repeats.
 */
export async function takeInvoiceSequence(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.last;
}

export async function insertInvoice(db: Executor, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

const doctor = alias(users, 'invoice_doctor');

/**
 * What an invoice says about its payment's consult, read when it is issued: the patient, the
 * family member it was for, the doctor and their provider number, when it took place (its start,
 * else when it was completed) and its MBS item.
 */
export async function invoiceFacts(
  db: Executor,
  payment: Pick<InvoicePaymentRow, 'patientId' | 'appointmentId'>,
) {
  const [patient] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, payment.patientId))
    .limit(1);
  if (!payment.appointmentId) return { patient, consult: undefined };
  const completedAt = sql<Date | null>`(select max(e.created_at) from ${appointmentEvents} e
      where e.appointment_id = ${appointments.id} and e.to_status = 'completed')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
  const [consult] = await db
    .select({
      startsAt: appointments.startsAt,
      mbsItem: appointments.mbsItem,
      completedAt,
      doctorFirstName: doctor.firstName,
      doctorLastName: doctor.lastName,
      providerNumber: doctorProfiles.providerNumber,
      familyFirstName: familyMembers.firstName,
      familyLastName: familyMembers.lastName,
    })
    .from(appointments)
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, appointments.doctorId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(eq(appointments.id, payment.appointmentId))
    .limit(1);
  return { patient, consult };
}

/** A person's invoices, newest first, each with its payment as it is now (refunds included). */
export async function listInvoices(
  db: Executor,
  patientId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ invoice: invoices, payment: payments })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(invoices.patientId, patientId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.year), desc(invoices.sequence))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(invoices).where(eq(invoices.patientId, patientId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One invoice with its payment as it is now and the card it was paid with (if any). */
export async function findInvoiceWithPayment(db: Executor, id: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      payment: payments,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

/** Whom an invoice's receipt goes to: its patient's email and first name. */
export async function invoiceRecipient(db: Executor, patientId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, patientId))
    .limit(1);
  return row;
}
