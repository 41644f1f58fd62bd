import type { TAppointment } from '@curo/core/scheduling';
import { Timer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatCents } from '../../../lib/money';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { PaymentSection, type TPaymentChoice } from './payment-section';

/**
 * Step 5: the time is held; choose how to pay and confirm before the countdown runs out, or choose
 * another time. Booking is refused until a card is chosen where one is needed.
 */
export function ConfirmStep({
  hold,
  userId,
  summary,
  busy,
  error,
  onConfirm,
  onChooseAnother,
}: {
  hold: TAppointment;
  userId: string;
  summary: React.ReactNode;
  busy: boolean;
  error: string | null;
  onConfirm: (payment: TPaymentChoice) => void;
  onChooseAnother: () => void;
}) {
  const seconds = useCountdown(hold.holdExpiresAt);
  const expired = seconds === 0;
  const [payment, setPayment] = useState<TPaymentChoice | null>(null);
  const [missingCard, setMissingCard] = useState(false);
  const onPaymentChange = useCallback((choice: TPaymentChoice) => {
    setPayment(choice);
    if (choice.paymentMethodId) setMissingCard(false);
  }, []);
  const confirm = () => {
    if (!payment) return;
    if (payment.needsCard && !payment.paymentMethodId) {
      setMissingCard(true);
      return;
    }
    onConfirm(payment);
  };
  const label = payment?.needsCard ? `Pay ${formatCents(payment.amountCents)} and book` : 'Confirm booking';
  return (
    <section aria-labelledby="confirm-heading" className="flex flex-col gap-5">
      <h2 id="confirm-heading" className="text-xl font-semibold text-ink">
        Check and pay
      </h2>
      {summary}
      {expired ? (
        <Notice tone="warning" title="Your hold has run out">
          Someone else may book this time now. Choose it again if it is still free, or pick another.
        </Notice>
      ) : seconds !== null ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-primary-soft/60 px-3 py-2 text-ink"
          role="timer"
          aria-live="off"
        >
          <Timer aria-hidden className="size-5 text-primary" />
          <span>
            We are holding this time for you for{' '}
            <strong className="tabular-nums">{formatCountdown(seconds)}</strong>
          </span>
        </p>
      ) : null}
      {!expired ? <PaymentSection hold={hold} userId={userId} onChange={onPaymentChange} /> : null}
      {missingCard ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 p-3 text-ink">
          Choose a card to pay with, or add one, before you book.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 p-3 text-ink">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {!expired ? (
          <button type="button" onClick={confirm} disabled={busy || !payment} className={primaryButton}>
            {busy ? (payment?.needsCard ? 'Paying…' : 'Booking…') : label}
          </button>
        ) : null}
        <button type="button" onClick={onChooseAnother} className={secondaryButton}>
          Choose another time
        </button>
      </div>
    </section>
  );
}
