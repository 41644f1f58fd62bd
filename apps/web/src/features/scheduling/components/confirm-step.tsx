import type { TAppointment } from '@curo/core/scheduling';
import { Timer } from 'lucide-react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

/** Step 5: the time is held; confirm before the countdown runs out, or choose another time. */
export function ConfirmStep({
  hold,
  summary,
  busy,
  error,
  onConfirm,
  onChooseAnother,
}: {
  hold: TAppointment;
  summary: React.ReactNode;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onChooseAnother: () => void;
}) {
  const seconds = useCountdown(hold.holdExpiresAt);
  const expired = seconds === 0;
  return (
    <section aria-labelledby="confirm-heading" className="flex flex-col gap-5">
      <h2 id="confirm-heading" className="text-xl font-semibold text-ink">
        Check and confirm
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
      {error ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 p-3 text-ink">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {!expired ? (
          <button type="button" onClick={onConfirm} disabled={busy} className={primaryButton}>
            {busy ? 'Booking…' : 'Confirm booking'}
          </button>
        ) : null}
        <button type="button" onClick={onChooseAnother} className={secondaryButton}>
          Choose another time
        </button>
      </div>
    </section>
  );
}
