import type { TFaxView } from '@curo/core/faxes';
import { and, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboundFaxes, receivedFaxes } from '../../db/schema/faxes';
import { users } from '../../db/schema/identity';
import { appointments } from '../../db/schema/scheduling';

export type ReceivedFaxRow = typeof receivedFaxes.$inferSelect;
export type OutboundFaxRow = typeof outboundFaxes.$inferSelect;
/** A received fax with the patient it is filed under (if any). */
export type ReceivedFaxWithPatient = ReceivedFaxRow & {
  patientFirstName: string | null;
  patientLastName: string | null;
  patientEmail: string | null;
};

const withPatient = {
  fax: receivedFaxes,
  patientFirstName: users.firstName,
  patientLastName: users.lastName,
  patientEmail: users.email,
};
const flatten = (r: {
  fax: ReceivedFaxRow;
  patientFirstName: string | null;
  patientLastName: string | null;
  patientEmail: string | null;
}): ReceivedFaxWithPatient => ({
  ...r.fax,
  patientFirstName: r.patientFirstName,
  patientLastName: r.patientLastName,
  patientEmail: r.patientEmail,
});

/** The fax, or undefined when this provider's fax id is stored already (a replayed webhook). */
export async function insertReceivedFax(
  db: Executor,
  row: typeof receivedFaxes.$inferInsert,
): Promise<ReceivedFaxRow | undefined> {
  const [inserted] = await db.insert(receivedFaxes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function receivedFaxExists(
  db: Executor,
  source: ReceivedFaxRow['source'],
  providerFaxId: string,
) {
  const [row] = await db
    .select({ id: receivedFaxes.id })
    .from(receivedFaxes)
    .where(and(eq(receivedFaxes.source, source), eq(receivedFaxes.providerFaxId, providerFaxId)));
  return row !== undefined;
}

export async function findReceivedFax(db: Executor, id: string): Promise<ReceivedFaxWithPatient | undefined> {
  const [row] = await db
    .select(withPatient)
    .from(receivedFaxes)
    .leftJoin(users, eq(users.id, receivedFaxes.patientId))
    .where(eq(receivedFaxes.id, id));
  return row ? flatten(row) : undefined;
}

function viewFilter(view: TFaxView): SQL | undefined {
  if (view === 'deleted') return isNotNull(receivedFaxes.deletedAt);
  if (view === 'all') return isNull(receivedFaxes.deletedAt);
  return and(isNull(receivedFaxes.deletedAt), eq(receivedFaxes.folder, view));
}

/** One page of a folder, newest first, with its total and the unread count across every folder. */
export async function listReceivedFaxes(
  db: Executor,
  { view, page, pageSize }: { view: TFaxView; page: number; pageSize: number },
) {
  const where = viewFilter(view);
  const items = await db
    .select(withPatient)
    .from(receivedFaxes)
    .leftJoin(users, eq(users.id, receivedFaxes.patientId))
    .where(where)
    .orderBy(desc(receivedFaxes.receivedAt), desc(receivedFaxes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(receivedFaxes).where(where);
  const [unread] = await db
    .select({ n: count() })
    .from(receivedFaxes)
    .where(and(isNull(receivedFaxes.deletedAt), isNull(receivedFaxes.readAt)));
  return { items: items.map(flatten), total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

export async function updateReceivedFax(
  db: Executor,
  id: string,
  patch: Partial<typeof receivedFaxes.$inferInsert>,
): Promise<ReceivedFaxRow | undefined> {
  const [updated] = await db.update(receivedFaxes).set(patch).where(eq(receivedFaxes.id, id)).returning();
  return updated;
}

/** Faxes filed into a patient's record (not deleted), newest first. */
export async function listPatientFaxes(db: Executor, patientId: string): Promise<ReceivedFaxWithPatient[]> {
  const rows = await db
    .select(withPatient)
    .from(receivedFaxes)
    .leftJoin(users, eq(users.id, receivedFaxes.patientId))
    .where(and(eq(receivedFaxes.patientId, patientId), isNull(receivedFaxes.deletedAt)))
    .orderBy(desc(receivedFaxes.receivedAt));
  return rows.map(flatten);
}

/** The patient of a consult, to file a fax under both. */
export async function findAppointmentPatient(db: Executor, appointmentId: string) {
  const [row] = await db
    .select({ id: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** Deleted faxes whose restore window closed before `cutoff`. */
export async function findDeletedBefore(db: Executor, cutoff: Date): Promise<ReceivedFaxRow[]> {
  return db
    .select()
    .from(receivedFaxes)
    .where(and(isNotNull(receivedFaxes.deletedAt), lt(receivedFaxes.deletedAt, cutoff)));
}

export async function removeReceivedFax(db: Executor, id: string): Promise<void> {
  await db.delete(receivedFaxes).where(eq(receivedFaxes.id, id));
}

export async function insertOutboundFax(
  db: Executor,
  row: typeof outboundFaxes.$inferInsert,
): Promise<OutboundFaxRow> {
  const [inserted] = await db.insert(outboundFaxes).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function findOutboundFax(db: Executor, id: string): Promise<OutboundFaxRow | undefined> {
  const [row] = await db.select().from(outboundFaxes).where(eq(outboundFaxes.id, id));
  return row;
}

export async function findOutboundFaxByProviderId(
  db: Executor,
  source: OutboundFaxRow['source'],
  providerFaxId: string,
): Promise<OutboundFaxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboundFaxes)
    .where(and(eq(outboundFaxes.source, source), eq(outboundFaxes.providerFaxId, providerFaxId)));
  return row;
}

export async function updateOutboundFax(
  db: Executor,
  id: string,
  patch: Partial<typeof outboundFaxes.$inferInsert>,
): Promise<OutboundFaxRow | undefined> {
  const [row] = await db.update(outboundFaxes).set(patch).where(eq(outboundFaxes.id, id)).returning();
  return row;
}
