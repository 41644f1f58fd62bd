import type { TAppointmentStatus, TAppointmentType } from '@curo/core/scheduling';
import { paymentMethods, payments } from '../src/db/schema/billing';
import { familyMembers } from '../src/db/schema/identity';
import { appointmentEvents, appointments } from '../src/db/schema/scheduling';
import type { TestApp } from './build-test-app';

/**
 * Test factories for money: a consult that has already happened, as the database holds it, and
 * the card payment taken for it. Written straight to the database (at the fixed times a test
 * names), because a consult in the past cannot be booked through the API and a captured payment
 * needs a whole booking and completion; the routes under test then read them as they would any.
 */

export type TConsultBilling = 'private' | 'bulk_billed' | 'company' | 'free';

export interface PastConsultFields {
  patientId: string;
  doctorId: string | null;
  /** ISO instant the consult started; with `minutes`, its end. Null: a consult without a time. */
  startsAt: string | null;
  minutes?: number;
  type?: TAppointmentType;
  status?: TAppointmentStatus;
  billing?: TConsultBilling | null;
  mbsItem?: string | null;
  priceCents?: number | null;
  /** For a family member of the patient's (made here). */
  familyMember?: { firstName: string; lastName: string } | null;
  /** When the consult was marked completed (an event in its history). */
  completedAt?: string | null;
}

let n = 0;

/**
 * A consult (completed, 15 minutes, privately billed at $89.00, unless told otherwise), optionally
 * for a family member and with the time it was marked completed in its history.
 */
export async function makePastConsult(t: TestApp, fields: PastConsultFields): Promise<{ id: string }> {
  const db = t.database.db;
  const minutes = fields.minutes ?? 15;
  const startsAt = fields.startsAt ? new Date(fields.startsAt) : null;
  let familyMemberId: string | null = null;
  if (fields.familyMember) {
    const [member] = await db
      .insert(familyMembers)
      .values({
        patientId: fields.patientId,
        ...fields.familyMember,
        dateOfBirth: '2018-03-14',
        relationship: 'child',
      })
      .returning({ id: familyMembers.id });
    familyMemberId = member?.id ?? null;
  }
  const [row] = await db
    .insert(appointments)
    .values({
      type: fields.type ?? 'scheduled',
      status: fields.status ?? 'completed',
      patientId: fields.patientId,
      doctorId: fields.doctorId,
      familyMemberId,
      startsAt,
      endsAt: startsAt ? new Date(startsAt.getTime() + minutes * 60_000) : null,
      priceCents: fields.priceCents === undefined ? 8_900 : fields.priceCents,
      billing: fields.billing === undefined ? 'private' : fields.billing,
      mbsItem: fields.mbsItem ?? null,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('consult not inserted');
  if (fields.completedAt)
    await db.insert(appointmentEvents).values({
      appointmentId: row.id,
      action: 'markAsCompleted',
      fromStatus: 'ended',
      toStatus: 'completed',
      actorId: fields.doctorId,
      createdAt: new Date(fields.completedAt),
    });
  return row;
}

export interface PaymentFields {
  patientId: string;
  appointmentId?: string | null;
  description?: string;
  priceCents?: number;
  discountCents?: number;
  discountCode?: string | null;
  refundedCents?: number;
  /** Captured, or refunded in part or whole as `refundedCents` says, unless told. */
  status?: (typeof payments.$inferInsert)['status'];
  provider?: 'stripe' | 'test';
  /** The card it was paid with (saved for the patient), if any. */
  card?: { brand: string; last4: string } | null;
  /** When it was captured (now, unless told; null for a payment never captured). */
  capturedAt?: string | null;
}

/**
 * A card payment ($89.00 through the test gateway unless told otherwise). The amount is always the
 * price less the discount, as booking takes it.
 */
export async function makePayment(t: TestApp, fields: PaymentFields): Promise<{ id: string }> {
  n++;
  const db = t.database.db;
  const provider = fields.provider ?? 'test';
  const priceCents = fields.priceCents ?? 8_900;
  const discountCents = fields.discountCents ?? 0;
  const amountCents = priceCents - discountCents;
  const refundedCents = fields.refundedCents ?? 0;
  const status =
    fields.status ??
    (refundedCents === 0 ? 'captured' : refundedCents === amountCents ? 'refunded' : 'partially_refunded');
  const taken = ['captured', 'partially_refunded', 'refunded'].includes(status);
  let capturedAt = taken ? new Date() : null;
  if (fields.capturedAt !== undefined) capturedAt = fields.capturedAt ? new Date(fields.capturedAt) : null;
  let paymentMethodId: string | null = null;
  if (fields.card) {
    const [method] = await db
      .insert(paymentMethods)
      .values({
        userId: fields.patientId,
        provider,
        providerMethodId: `pm_test_${n}_${Date.now()}`,
        brand: fields.card.brand,
        last4: fields.card.last4,
        expMonth: 12,
        expYear: 2031,
      })
      .returning({ id: paymentMethods.id });
    paymentMethodId = method?.id ?? null;
  }
  const [row] = await db
    .insert(payments)
    .values({
      patientId: fields.patientId,
      appointmentId: fields.appointmentId ?? null,
      provider,
      providerPaymentId: `pi_test_${n}_${Date.now()}`,
      paymentMethodId,
      priceCents,
      discountCents,
      discountCode: fields.discountCode ?? null,
      amountCents,
      refundedCents,
      status,
      description: fields.description ?? 'Consult',
      capturedAt,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row;
}
