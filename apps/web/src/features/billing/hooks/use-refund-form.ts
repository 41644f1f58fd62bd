import { ZRefundPayment } from '@curo/core/billing';
import { useRef } from 'react';
import { z } from 'zod';
import { centsToDollars, dollarsToCents, formatCents } from '../../../lib/money';
import { randomId } from '../../../lib/random-id';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import type { TPayment } from '../api/get-payments';
import { useRefundPayment } from '../api/refund-payment';

type TField = 'amount' | 'reason';
const ORDER: readonly TField[] = ['amount', 'reason'];
const IDS: Record<TField, string> = { amount: 'refund-amount', reason: 'refund-reason' };
const idFor = (field: TField) => IDS[field];

export const refundMessages = {
  amount: 'Enter the amount in dollars, such as 20 or 19.50',
  atLeast: 'Enter an amount of at least $0.01',
  atMost: (remainingCents: number) => `You can refund at most ${formatCents(remainingCents)}`,
} as const;

/** What is left to refund of a payment. */
export const refundableCents = (payment: Pick<TPayment, 'amountCents' | 'refundedCents'>) =>
  payment.amountCents - payment.refundedCents;

/**
 * The refund form of one payment: the amount in dollars (all that is left, to begin with) and the
 * reason, checked as the server checks them, sent in cents. The Idempotency-Key is made when the
 * dialog opens and sent again with the same refund (a retry after a failure cannot refund twice);
 * a different amount or reason is a different request, with a key of its own.
 */
export function useRefundForm({
  payment,
  patientId,
  onDone,
}: {
  payment: TPayment;
  patientId: string;
  onDone: () => void;
}) {
  const refund = useRefundPayment();
  const remaining = refundableCents(payment);
  const form = useFormState({ amount: centsToDollars(remaining), reason: '' }, idFor, {
    alertId: 'refund-alert',
  });
  const key = useRef<{ id: string; body: string | null }>({ id: randomId(), body: null });

  const schema = z.object({
    amount: z
      .number()
      .int()
      .min(1, { error: refundMessages.atLeast })
      .max(remaining, { error: refundMessages.atMost(remaining) }),
    reason: ZRefundPayment.shape.reason,
  });

  const submit = async () => {
    const cents = dollarsToCents(form.values.amount);
    const input = form.check(
      schema,
      { amount: cents ?? undefined, reason: form.values.reason },
      ORDER,
      cents === null ? { amount: refundMessages.amount } : {},
    );
    if (!input) return;
    const body = { amountCents: input.amount, reason: input.reason };
    const sent = JSON.stringify(body);
    if (key.current.body !== null && key.current.body !== sent) key.current = { id: randomId(), body: null };
    key.current.body = sent;
    const done = await form.send(() =>
      refund.mutateAsync({ paymentId: payment.id, patientId, body, idempotencyKey: key.current.id }),
    );
    if (done) {
      toast.success(`Refunded ${formatCents(body.amountCents)} of ${payment.description}.`);
      onDone();
    }
  };

  return { form, submit, busy: refund.isPending, remaining };
}
