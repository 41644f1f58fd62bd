import { REFERRAL_STATUS_LABELS, referralTargetLabel, type TReferral } from '@curo/core/referrals';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPill } from '../../../components/ui/status-pill';
import { TextField } from '../../../components/ui/text-field';
import { formatCalendarDate } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useReferrals } from '../api/get-referrals';
import { type TChannel, useSendLetterForm } from '../hooks/use-send-letter-form';
import { TONES } from './referral-card';

const CHANNELS: readonly { value: TChannel; label: string }[] = [
  { value: 'email', label: 'Email (a single-use link)' },
  { value: 'fax', label: 'Fax' },
];
/** What the doctor reads of a status: "offered" is waiting on the patient, not on the doctor. */
const DOCTOR_LABELS = { ...REFERRAL_STATUS_LABELS, offered: 'Offered, waiting for the patient' };
const day = (date: string) => formatCalendarDate(date, { weekday: undefined });
const SENDABLE = new Set(['accepted', 'booked']);

function SendLetterForm({ referral }: { referral: TReferral }) {
  const { form, submit, busy, sentTo, idFor } = useSendLetterForm(referral);
  const channel = form.values.channel;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${idFor('channel')}-title`}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <h4 id={`${idFor('channel')}-title`} className="font-semibold text-ink">
        Send the referral letter
      </h4>
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      {sentTo ? (
        <p role="status" className="text-[15px] font-medium text-success">
          Letter sent to {sentTo}.
        </p>
      ) : null}
      <SelectField
        {...form.text('channel')}
        value={channel}
        onValueChange={(v) => form.setValue('channel', v)}
        label="Send by"
        options={CHANNELS}
      />
      {channel === 'email' ? (
        <TextField
          {...form.text('email')}
          label="Email"
          type="email"
          autoComplete="off"
          hint="They get a link that opens the letter once."
        />
      ) : (
        <TextField
          {...form.text('faxNumber')}
          label="Fax number"
          inputMode="tel"
          autoComplete="off"
          hint="With its area code, such as 02 9876 5432."
        />
      )}
      <Button type="submit" className="self-start" disabled={busy} aria-disabled={busy}>
        {busy ? 'Sending…' : 'Send letter'}
      </Button>
    </form>
  );
}

function ConsultReferralItem({ referral }: { referral: TReferral }) {
  const [sending, setSending] = useState(false);
  const headingId = `referral-${referral.id}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-ink">
          {referralTargetLabel(referral.target)}
        </h3>
        <StatusPill tone={TONES[referral.status]}>{DOCTOR_LABELS[referral.status]}</StatusPill>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Reason</dt>
        <dd className="break-words text-ink">{referral.reason}</dd>
        <dt className="text-muted">Valid until</dt>
        <dd className="text-ink">{referral.validUntil ? day(referral.validUntil) : 'Indefinitely'}</dd>
        {referral.status === 'declined' ? (
          <>
            <dt className="text-muted">Patient’s reason</dt>
            <dd className="break-words text-ink">{referral.responseReason ?? 'None given'}</dd>
          </>
        ) : null}
      </dl>
      {SENDABLE.has(referral.status) ? (
        <>
          <Button
            variant="small"
            className="self-start"
            aria-expanded={sending}
            aria-controls={`referral-${referral.id}-send`}
            onClick={() => setSending((open) => !open)}
          >
            {sending ? 'Close' : 'Send letter'}
          </Button>
          <div id={`referral-${referral.id}-send`} hidden={!sending}>
            {sending ? <SendLetterForm referral={referral} /> : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * "Referrals from this consult", for its doctor: each referral offered from it, where it stands
 * and, once the patient has accepted, a form to send its letter by email or fax.
 */
export function ConsultReferrals({ appointmentId }: { appointmentId: string }) {
  const referrals = useReferrals(1, appointmentId);
  if (referrals.isPending) return <p className="text-muted">Loading referrals…</p>;
  if (referrals.isError)
    return <p className="text-error">Referrals could not be loaded: {errorMessage(referrals.error)}</p>;
  const mine = referrals.data.items.filter((r) => r.appointmentId === appointmentId);
  if (mine.length === 0) return <p className="text-muted">No referrals offered from this consult yet.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Referrals from this consult">
      {mine.map((referral) => (
        <ConsultReferralItem key={referral.id} referral={referral} />
      ))}
    </ul>
  );
}
