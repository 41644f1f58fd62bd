import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { mbsItems, payments } from '../../db/schema/billing';
import { doctorProfiles, familyMembers, users } from '../../db/schema/identity';
import { appointments } from '../../db/schema/scheduling';

export type MbsItemRow = typeof mbsItems.$inferSelect;
export type NewMbsItem = typeof mbsItems.$inferInsert;

/** Every item, by kind of consult, then from the shortest length, then by number. */
export function listMbsItems(db: Executor): Promise<MbsItemRow[]> {
  return db
    .select()
    .from(mbsItems)
    .orderBy(asc(mbsItems.consultType), asc(mbsItems.minMinutes), asc(mbsItems.itemNumber));
}

export async function findMbsItemById(db: Executor, id: string): Promise<MbsItemRow | undefined> {
  const [row] = await db.select().from(mbsItems).where(eq(mbsItems.id, id)).limit(1);
  return row;
}

export async function findMbsItemByNumber(db: Executor, itemNumber: string): Promise<MbsItemRow | undefined> {
  const [row] = await db.select().from(mbsItems).where(eq(mbsItems.itemNumber, itemNumber)).limit(1);
  return row;
}

/** The item, or undefined when another already has its item number (the unique index decides). */
export async function insertMbsItem(db: Executor, row: NewMbsItem): Promise<MbsItemRow | undefined> {
  const [inserted] = await db.insert(mbsItems).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Adds the items whose numbers are not taken yet (the demo seed); answers how many were added. */
export async function insertMbsItemsIfAbsent(db: Executor, rows: NewMbsItem[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(mbsItems)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: mbsItems.id });
  return inserted.length;
}

/** Whether an item other than `exceptId` has `itemNumber`. */
export async function itemNumberTaken(db: Executor, itemNumber: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mbsItems.id })
    .from(mbsItems)
    .where(and(eq(mbsItems.itemNumber, itemNumber), sql`${mbsItems.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(row);
}

export async function updateMbsItem(
  db: Executor,
  id: string,
  patch: Partial<NewMbsItem>,
): Promise<MbsItemRow | undefined> {
  const [updated] = await db
    .update(mbsItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(mbsItems.id, id))
    .returning();
  return updated;
}

/**
 * The active item for a consult of `consultType` lasting `minutes` (at least its shortest length
 * and less than its longest, or without a longest), optionally only a bulk-billable one. When
 * several match, the most specific: one with a longest length before one without, then the
 * narrowest range, then the one starting latest.
 */
export async function findMatchingMbsItem(
  db: Executor,
  {
    consultType,
    minutes,
    bulkBillableOnly,
  }: { consultType: string; minutes: number; bulkBillableOnly: boolean },
): Promise<MbsItemRow | undefined> {
  const where: SQL[] = [
    eq(mbsItems.active, true),
    eq(mbsItems.consultType, consultType),
    sql`${mbsItems.minMinutes} <= ${minutes}`,
    or(isNull(mbsItems.maxMinutes), sql`${mbsItems.maxMinutes} > ${minutes}`) as SQL,
  ];
  if (bulkBillableOnly) where.push(eq(mbsItems.bulkBillable, true));
  const [row] = await db
    .select()
    .from(mbsItems)
    .where(and(...where))
    .orderBy(
      sql`${mbsItems.maxMinutes} is null`,
      sql`${mbsItems.maxMinutes} - ${mbsItems.minMinutes}`,
      desc(mbsItems.minMinutes),
      asc(mbsItems.itemNumber),
    )
    .limit(1);
  return row;
}

/** A doctor who may take consults, with their Medicare provider number (undefined: no such doctor). */
export async function findProvider(
  db: Executor,
  doctorId: string,
): Promise<{ id: string; firstName: string; lastName: string; providerNumber: string | null } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      providerNumber: doctorProfiles.providerNumber,
    })
    .from(users)
    .innerJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(
      and(eq(users.id, doctorId), inArray(users.role, ['doctor', 'instantDoctor']), isNull(users.deletedAt)),
    )
    .limit(1);
  return row;
}

const patient = alias(users, 'patient');

/** What a Medicare account is made from: the consult, its patient (and family member) and doctor. */
export async function findConsultForAccount(db: Executor, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      type: appointments.type,
      status: appointments.status,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      billing: appointments.billing,
      mbsItem: appointments.mbsItem,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      patientEmail: patient.email,
      familyFirstName: familyMembers.firstName,
      familyLastName: familyMembers.lastName,
      familyIrn: familyMembers.medicareIrn,
      familyMemberId: appointments.familyMemberId,
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}
export type ConsultForAccount = NonNullable<Awaited<ReturnType<typeof findConsultForAccount>>>;

/** A consult's card payments that were taken (captured, whether or not partly refunded since), oldest first. */
export function takenPaymentsFor(db: Executor, appointmentId: string) {
  return db
    .select({
      priceCents: payments.priceCents,
      discountCents: payments.discountCents,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        inArray(payments.status, ['captured', 'partially_refunded']),
      ),
    )
    .orderBy(asc(payments.createdAt));
}
