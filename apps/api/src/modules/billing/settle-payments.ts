import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { HOLD_DAYS, settlementOf } from './billing.policy';
import { listUnsettledPayments, type PaymentRow, updatePaymentIfStatus } from './billing.repository';
import { type Receipts, recordCapture } from './record-capture';

const BATCH = 100;

export interface SettleOptions {
  db: Db;
  gateway: PaymentGateway | null;
  freeCancellationHours: number;
  /** Sends the patient's receipt (their tax invoice) when a payment is taken. */
  receipts: Receipts;
  /** Only this consult's payment (right after it changed); every due payment otherwise (the sweep). */
  appointmentId?: string;
  now?: Date;
}

/**
 * Applies each consult's outcome to its payment (billing.policy.ts `settlementOf`): captures the
 * fee once the consult has taken place (and issues the tax invoice with it), lets the hold go or
 * refunds it after a cancellation, charges a late cancellation. The processor is called first with
 * a key of its own per payment and step, then the row moves on only from the state it was read in:
 * two settlers (an instance after a change, the sweep on another) act once between them, and a
 * failure halfway is finished by the next sweep. Answers how many payments moved.
 */
export async function settleConsultPayments({
  db,
  gateway,
  freeCancellationHours,
  receipts,
  appointmentId,
  now = new Date(),
}: SettleOptions): Promise<number> {
  if (!gateway) return 0;
  const staleBefore = new Date(now.getTime() - HOLD_DAYS * 86_400_000);
  const due = await listUnsettledPayments(db, { appointmentId, staleBefore, limit: BATCH });
  let moved = 0;
  for (const row of due) {
    const { payment } = row;
    // A payment made through the other processor (the test gateway before Stripe keys were set).
    if (payment.provider !== gateway.kind || !payment.providerPaymentId) continue;
    const step = settlementOf(
      {
        paymentStatus: payment.status as 'authorised' | 'captured',
        status: row.status,
        startsAt: row.startsAt,
        patientId: row.patientId,
        cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
        cancelledBy: row.cancelledBy,
        heldSince: payment.createdAt,
      },
      { now, freeCancellationHours },
    );
    if (step === 'wait') continue;
    if (await applyStep({ db, gateway, receipts }, payment, payment.providerPaymentId, step, now)) moved += 1;
  }
  if (moved > 0) void receipts.mail.kick();
  return moved;
}

async function applyStep(
  { db, gateway, receipts }: Pick<SettleOptions, 'db' | 'receipts'> & { gateway: PaymentGateway },
  payment: PaymentRow,
  providerPaymentId: string,
  step: 'capture' | 'capture-early' | 'release' | 'refund' | 'keep',
  now: Date,
): Promise<boolean> {
  switch (step) {
    case 'capture':
    case 'capture-early': {
      await gateway.capture(providerPaymentId, payment.amountCents, `capture:${payment.id}`);
      // Charged early, it still waits for the consult's outcome (settled stays empty).
      return db.transaction((tx) =>
        recordCapture(tx, { paymentId: payment.id, at: now, settled: step === 'capture', receipts }),
      );
    }
    case 'release': {
      await gateway.release(providerPaymentId, `release:${providerPaymentId}`);
      return Boolean(
        await updatePaymentIfStatus(db, payment.id, 'authorised', { status: 'released', settledAt: now }),
      );
    }
    case 'refund': {
      const rest = payment.amountCents - payment.refundedCents;
      if (rest > 0) await gateway.refund(providerPaymentId, rest, `refund:${payment.id}:cancelled`);
      return Boolean(
        await updatePaymentIfStatus(db, payment.id, 'captured', {
          status: 'refunded',
          refundedCents: payment.amountCents,
          settledAt: now,
        }),
      );
    }
    case 'keep':
      return Boolean(await updatePaymentIfStatus(db, payment.id, 'captured', { settledAt: now }));
  }
}
