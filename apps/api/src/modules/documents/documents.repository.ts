import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { clinicalDocuments, documentShares } from '../../db/schema/documents';
import { doctorProfiles, familyMembers, users } from '../../db/schema/identity';
import { appointments } from '../../db/schema/scheduling';

export type DocumentRow = typeof clinicalDocuments.$inferSelect;
export type ShareRow = typeof documentShares.$inferSelect;

const patient = alias(users, 'document_patient');
const doctor = alias(users, 'document_doctor');

/**
 * A consult as a document needs it: its state and people, the patient (and the family member it
 * was for), and the doctor with their provider number and signature's storage key.
 */
export async function findConsultForDocuments(db: Executor, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      patientId: appointments.patientId,
      doctorId: appointments.doctorId,
      familyMemberId: appointments.familyMemberId,
      startsAt: appointments.startsAt,
      createdAt: appointments.createdAt,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      patientEmail: patient.email,
      familyFirstName: familyMembers.firstName,
      familyLastName: familyMembers.lastName,
      doctorFirstName: doctor.firstName,
      doctorLastName: doctor.lastName,
      providerNumber: doctorProfiles.providerNumber,
      esignKey: doctorProfiles.esignKey,
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
    .leftJoin(doctor, eq(doctor.id, appointments.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, appointments.doctorId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}
export type DocumentConsult = NonNullable<Awaited<ReturnType<typeof findConsultForDocuments>>>;

export async function insertDocument(
  db: Executor,
  row: typeof clinicalDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [inserted] = await db.insert(clinicalDocuments).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findDocument(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(clinicalDocuments).where(eq(clinicalDocuments.id, id)).limit(1);
  return row;
}

export async function findDocumentByCode(db: Executor, code: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(clinicalDocuments)
    .where(eq(clinicalDocuments.verificationCode, code))
    .limit(1);
  return row;
}

/** A consult's documents, newest first. */
export function listConsultDocuments(db: Executor, appointmentId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(clinicalDocuments)
    .where(eq(clinicalDocuments.appointmentId, appointmentId))
    .orderBy(desc(clinicalDocuments.issuedAt), desc(clinicalDocuments.id));
}

/** A patient's documents, newest first, a page at a time. */
export async function listPatientDocuments(
  db: Executor,
  patientId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(clinicalDocuments)
      .where(eq(clinicalDocuments.patientId, patientId))
      .orderBy(desc(clinicalDocuments.issuedAt), desc(clinicalDocuments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(clinicalDocuments).where(eq(clinicalDocuments.patientId, patientId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertShare(db: Executor, row: typeof documentShares.$inferInsert): Promise<ShareRow> {
  const [inserted] = await db.insert(documentShares).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findShareByTokenHash(db: Executor, tokenHash: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(documentShares)
    .where(eq(documentShares.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a link used, once: of two downloads at the same moment only one finds it unused. Returns
 * whether this call was the one.
 */
export async function consumeShare(
  db: Executor,
  id: string,
  { at, ip }: { at: Date; ip: string | null },
): Promise<boolean> {
  const rows = await db
    .update(documentShares)
    .set({ usedAt: at, usedIp: ip })
    .where(and(eq(documentShares.id, id), isNull(documentShares.usedAt)))
    .returning({ id: documentShares.id });
  return rows.length === 1;
}
