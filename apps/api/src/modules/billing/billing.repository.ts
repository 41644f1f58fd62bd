import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingCustomers, paymentMethods, payments } from '../../db/schema/billing';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type Provider = PaymentMethodRow['provider'];

export async function findCustomerId(
  db: Executor,
  userId: string,
  provider: Provider,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function saveCustomerId(db: Executor, userId: string, provider: Provider, customerId: string) {
  await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
}

/** The cards a person keeps (removed ones aside), the default first, then oldest first. */
export function listMethods(db: Executor, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findMethod(
  db: Executor,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)),
    )
    .limit(1);
  return row;
}

export async function insertMethod(
  db: Executor,
  row: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow> {
  const [inserted] = await db.insert(paymentMethods).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/** Makes `id` the person's one default card (the others lose it first, for the unique index). */
export async function setDefaultMethod(db: Executor, userId: string, id: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
}

/** Removes a card from the person's list (payments made with it keep pointing at it). */
export async function removeMethod(
  db: Executor,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [removed] = await db
    .update(paymentMethods)
    .set({ removedAt: sql`now()`, isDefault: false })
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)),
    )
    .returning();
  return removed;
}

/** A person's payments, newest first, each with the card it was made with. */
export async function listPayments(
  db: Executor,
  patientId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{
  rows: Array<{ payment: PaymentRow; brand: string | null; last4: string | null }>;
  total: number;
}> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payment: payments, brand: paymentMethods.brand, last4: paymentMethods.last4 })
      .from(payments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(eq(payments.patientId, patientId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(eq(payments.patientId, patientId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
