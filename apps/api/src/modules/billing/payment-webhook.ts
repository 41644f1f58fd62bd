import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  claimPaymentEvent,
  findPaymentByProviderId,
  raiseRefunded,
  updatePaymentIfStatus,
} from './billing.repository';
import { type Receipts, recordCapture } from './record-capture';

/** The parts of a Stripe event Curo reads; the rest of it is kept out. */
export const ZProcessorEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().max(255).optional(),
      object: z.string().max(255).optional(),
      payment_intent: z.unknown().optional(),
      amount_refunded: z.number().int().min(0).optional(),
    }),
  }),
});
export type ProcessorEvent = z.infer<typeof ZProcessorEvent>;

/** The PaymentIntent an event is about: the object itself, or a charge's or refund's intent. */
function intentOf(event: ProcessorEvent): string | null {
  const object = event.data.object;
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object' && 'id' in intent && typeof intent.id === 'string')
    return intent.id;
  return null;
}

/**
 * `POST /payments/webhook`: applies what Stripe says happened to a payment, once per event id
 * (the id is kept in the same transaction as the change, so a replay changes nothing and a failed
 * apply is retried by Stripe). Events may arrive in any order: each moves a payment only forwards
 * (held → taken or let go; refunded amounts only up), so a late "succeeded" after a refund, or a
 * repeated one, is harmless. Events about payments Curo does not know are acknowledged and kept.
 */
export async function applyProcessorEvent(
  db: Db,
  event: ProcessorEvent,
  receipts: Receipts,
): Promise<'applied' | 'replayed'> {
  const intent = intentOf(event);
  return db.transaction(async (tx) => {
    const payment = intent ? await findPaymentByProviderId(tx, 'stripe', intent) : undefined;
    if (!(await claimPaymentEvent(tx, { id: event.id, type: event.type, paymentId: payment?.id ?? null })))
      return 'replayed';
    if (!payment) return 'applied';
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'payment_intent.succeeded': {
        // Taken at Stripe (Curo's own capture, or one made there): the invoice and receipt follow.
        await recordCapture(tx, { paymentId: payment.id, at, settled: false, receipts });
        break;
      }
      case 'payment_intent.canceled':
        // A hold that lapsed or was let go at Stripe; one already taken stays taken.
        await updatePaymentIfStatus(tx, payment.id, 'authorised', { status: 'released', settledAt: at });
        break;
      case 'charge.refunded': {
        const refunded = event.data.object.amount_refunded;
        if (typeof refunded === 'number' && refunded > 0) await raiseRefunded(tx, payment.id, refunded);
        break;
      }
    }
    return 'applied';
  });
}
