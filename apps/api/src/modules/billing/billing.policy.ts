import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';

/**
 * Who may see and change a person's cards and payments (decision 0035): their cards only they
 * manage (an admin viewing as them may not: the route refuses a masked session); their payments
 * they and admins see. Anyone else's answer 404, as if the person had none.
 */
export function assertOwnCards(principal: Principal, userId: string): void {
  if (principal.userId !== userId) throw notFound('User not found');
}

export function assertMaySeePayments(principal: Principal, userId: string): void {
  if (principal.userId !== userId && principal.role !== 'admin') throw notFound('User not found');
}

/** A card hold lapses after 7 days at Stripe: a consult further ahead is charged before then. */
export const HOLD_DAYS = 6;

export type TSettlement = 'capture' | 'capture-early' | 'release' | 'refund' | 'keep' | 'wait';

/**
 * What happens to a consult's payment now (decision 0036). Held on the card: charged once the
 * consult has taken place (ended or completed); let go when it ends without taking place, unless
 * the patient cancelled inside the free-cancellation window, when the fee is charged; charged early
 * when the hold would otherwise lapse before the consult, let go when it would lapse after a time
 * that passed without the consult. Charged early and then cancelled: refunded
 * in full inside the policy, kept otherwise. A cancellation by the doctor or the clinic always
 * frees the patient of the fee.
 */
export function settlementOf(
  consult: {
    paymentStatus: 'authorised' | 'captured';
    status: string;
    startsAt: Date | null;
    patientId: string;
    cancelledAt: Date | null;
    cancelledBy: string | null;
    heldSince: Date;
  },
  { now, freeCancellationHours }: { now: Date; freeCancellationHours: number },
): TSettlement {
  const tookPlace = consult.status === 'ended' || consult.status === 'completed';
  const cancelled = consult.status === 'cancelled' || consult.status === 'expired';
  const lateByPatient =
    consult.status === 'cancelled' &&
    consult.cancelledBy === consult.patientId &&
    consult.startsAt !== null &&
    consult.cancelledAt !== null &&
    consult.startsAt.getTime() - consult.cancelledAt.getTime() < freeCancellationHours * 3_600_000;
  if (consult.paymentStatus === 'captured') {
    if (!cancelled) return 'wait';
    return lateByPatient ? 'keep' : 'refund';
  }
  if (tookPlace) return 'capture';
  if (cancelled) return lateByPatient ? 'capture' : 'release';
  const stale = now.getTime() - consult.heldSince.getTime() >= HOLD_DAYS * 86_400_000;
  if (!stale) return 'wait';
  // Still ahead: charge before the hold lapses. Its time has passed without the consult: let go.
  return consult.startsAt && consult.startsAt.getTime() > now.getTime() ? 'capture-early' : 'release';
}
