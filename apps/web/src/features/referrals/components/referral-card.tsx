import {
  REFERRAL_STATUS_LABELS,
  referralTargetLabel,
  type TReferral,
  type TReferralStatus,
} from '@curo/core/referrals';
import { bookingPath } from '@curo/core/routes';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { StatusPill, type TPillTone } from '../../../components/ui/status-pill';
import { formatCalendarDate } from '../../../lib/date-time';

export const TONES: Record<TReferralStatus, TPillTone> = {
  offered: 'info',
  accepted: 'success',
  booked: 'success',
  declined: 'neutral',
  expired: 'warning',
};

/** Where booking with an accepted internal referral starts: that specialist, or the specialty. */
export function bookingWith(referral: TReferral): string | null {
  if (referral.target.kind === 'external') return null;
  return referral.target.kind === 'doctor' && referral.target.doctor
    ? bookingPath({ doctor: referral.target.doctor.id, referral: referral.id })
    : bookingPath({ specialty: referral.target.specialty ?? undefined, referral: referral.id });
}

const day = (date: string) => formatCalendarDate(date, { weekday: undefined });

/**
 * One referral: to whom, from whom, why, how long it is valid and where it stands. The patient
 * answers an offered one here; an accepted one on Curo leads on to booking with it attached.
 */
export function ReferralCard({
  referral,
  isPatient,
  busy,
  onAccept,
  onDecline,
}: {
  referral: TReferral;
  isPatient: boolean;
  busy: boolean;
  onAccept: (referral: TReferral) => void;
  onDecline: (referral: TReferral) => void;
}) {
  const book = referral.status === 'accepted' ? bookingWith(referral) : null;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words text-ink">
          {referralTargetLabel(referral.target)}
        </h2>
        <StatusPill tone={TONES[referral.status]}>{REFERRAL_STATUS_LABELS[referral.status]}</StatusPill>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">From</dt>
        <dd className="text-ink">
          {referral.referrer.name} ({referral.referrer.kind === 'gp' ? 'GP' : 'specialist'})
        </dd>
        {isPatient ? null : (
          <>
            <dt className="text-muted">Patient</dt>
            <dd className="text-ink">{referral.patient.name}</dd>
          </>
        )}
        <dt className="text-muted">Reason</dt>
        <dd className="break-words text-ink">{referral.reason}</dd>
        <dt className="text-muted">Issued</dt>
        <dd className="text-ink">{day(referral.issuedOn)}</dd>
        <dt className="text-muted">Valid until</dt>
        <dd className="text-ink">{referral.validUntil ? day(referral.validUntil) : 'Indefinitely'}</dd>
      </dl>
      {referral.status === 'expired' ? (
        <p className="text-[15px] text-muted">
          This referral has expired. Ask your doctor for a new one if you still need it.
        </p>
      ) : null}
      {isPatient && referral.status === 'offered' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Each referral's buttons are told apart by what they answer (issue 15). */}
          <Button disabled={busy} onClick={() => onAccept(referral)}>
            Accept<span className="sr-only"> referral to {referralTargetLabel(referral.target)}</span>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onDecline(referral)}>
            Decline<span className="sr-only"> referral to {referralTargetLabel(referral.target)}</span>
          </Button>
        </div>
      ) : null}
      {isPatient && book ? (
        <Link to={book} className={buttonClass('primary', 'self-start')}>
          Book this referral
        </Link>
      ) : null}
    </li>
  );
}
