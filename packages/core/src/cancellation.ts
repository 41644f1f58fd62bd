// The cancellation policy in words, without zod: the public pricing page states it (decision 0045).

/** Free cancellation up to this many hours before a consult, unless FREE_CANCELLATION_HOURS says otherwise. */
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;

/** The cancellation policy, in the words shown before paying. */
export function cancellationPolicy(freeCancellationHours: number): string {
  if (freeCancellationHours === 0)
    return 'Cancel any time before the consult starts and you pay nothing: the hold on your card is released.';
  return `Cancel at least ${freeCancellationHours} hours before the consult and you pay nothing: the hold on your card is released (or the payment refunded). If you cancel later, the fee is charged. If the doctor or the clinic cancels, you pay nothing.`;
}
