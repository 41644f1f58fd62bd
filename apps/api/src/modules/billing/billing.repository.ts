import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingCustomers, paymentEvents, paymentMethods, payments } from '../../db/schema/billing';
import { appointmentEvents, appointments } from '../../db/schema/scheduling';

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
): Promise<{ rows: PaymentWithCard[]; total: number }> {
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

export async function insertPayment(db: Executor, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByProviderId(
  db: Executor,
  provider: PaymentRow['provider'],
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row;
}

/** Moves a payment on only from the state it was read in, so two settlers never both act. */
export async function updatePaymentIfStatus(
  db: Executor,
  id: string,
  from: PaymentRow['status'] | readonly PaymentRow['status'][],
  changes: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | undefined> {
  const states = typeof from === 'string' ? [from] : [...from];
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.status, states)))
    .returning();
  return row;
}

/**
 * Payments held on a card whose consult has moved on: taken place (ended or completed), ended
 * without taking place (cancelled, expired), or still ahead but held longer than `staleBefore`
 * (card holds lapse after 7 days). With the consult's facts the settlement rule needs, and when it
 * was cancelled and by whom.
 */
export async function listUnsettledPayments(
  db: Executor,
  { appointmentId, staleBefore, limit }: { appointmentId?: string; staleBefore: Date; limit: number },
) {
  const cancelledAt = sql<Date | null>`(select e.created_at from ${appointmentEvents} e
      where e.appointment_id = ${appointments.id} and e.action = 'cancel'
      order by e.created_at desc limit 1)`;
  const cancelledBy = sql<
    string | null
  >`(select coalesce(e.acting_as_id, e.actor_id) from ${appointmentEvents} e
      where e.appointment_id = ${appointments.id} and e.action = 'cancel'
      order by e.created_at desc limit 1)`;
  return db
    .select({
      payment: payments,
      status: appointments.status,
      startsAt: appointments.startsAt,
      patientId: appointments.patientId,
      cancelledAt,
      cancelledBy,
    })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .where(
      and(
        inArray(payments.status, ['authorised', 'captured']),
        isNull(payments.settledAt),
        appointmentId ? eq(payments.appointmentId, appointmentId) : undefined,
        or(
          and(
            eq(payments.status, 'authorised'),
            or(
              inArray(appointments.status, ['ended', 'completed', 'cancelled', 'expired']),
              lt(payments.createdAt, staleBefore),
            ),
          ),
          and(eq(payments.status, 'captured'), eq(appointments.status, 'cancelled')),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Raises what was refunded from `before` to `after`, only if no other refund landed meanwhile. */
export async function addRefund(
  db: Executor,
  id: string,
  { before, after, status }: { before: number; after: number; status: 'refunded' | 'partially_refunded' },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ refundedCents: after, status, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.refundedCents, before),
        inArray(payments.status, ['captured', 'partially_refunded']),
      ),
    )
    .returning();
  return row;
}

export type PaymentWithCard = { payment: PaymentRow; brand: string | null; last4: string | null };

export async function findPaymentWithCard(db: Executor, id: string): Promise<PaymentWithCard | undefined> {
  const [row] = await db
    .select({ payment: payments, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/** Notes a processor's event as applied; false when it was already (a replay). */
export async function claimPaymentEvent(
  db: Executor,
  event: { id: string; type: string; paymentId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * What the processor says was refunded in all, applied only upwards (events may arrive in any
 * order, and a refund implies the payment was captured).
 */
export async function raiseRefunded(db: Executor, id: string, refundedCents: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedCents: sql`least(${payments.amountCents}, greatest(${payments.refundedCents}, ${refundedCents}))`,
      status: sql`case when least(${payments.amountCents}, greatest(${payments.refundedCents}, ${refundedCents})) >= ${payments.amountCents} then 'refunded' else 'partially_refunded' end`,
      capturedAt: sql`coalesce(${payments.capturedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.status, ['authorised', 'captured', 'partially_refunded', 'refunded']),
        lt(payments.refundedCents, refundedCents),
      ),
    );
}
