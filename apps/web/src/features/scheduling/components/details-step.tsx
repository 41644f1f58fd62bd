import type { TUserDetail } from '@curo/core/users';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { primaryButton } from '../../../components/ui/button';
import { checkboxClass, controlClass, labelClass } from '../../../components/ui/field-styles';
import { familyMembersQueryOptions } from '../../account';

export const REASON_MAX = 2000;
export const REASON_REQUIRED = 'Tell the doctor what the consult is about';

export interface TBookingDetails {
  reason: string;
  familyMemberId: string | null;
}

/** Step 4: what the consult is about and who it is for (the patient or a family member). */
export function DetailsStep({
  user,
  busy,
  error,
  onSubmit,
}: {
  user: TUserDetail;
  busy: boolean;
  error: string | null;
  onSubmit: (details: TBookingDetails) => void;
}) {
  const family = useQuery(familyMembersQueryOptions());
  const [reason, setReason] = useState('');
  const [forWhom, setForWhom] = useState('self');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      document.getElementById('booking-reason')?.focus();
      return;
    }
    onSubmit({ reason: reason.trim(), familyMemberId: forWhom === 'self' ? null : forWhom });
  };

  const people = [
    { id: 'self', label: `Me (${user.firstName} ${user.lastName})` },
    ...(family.data ?? []).map((m) => ({ id: m.id, label: `${m.firstName} ${m.lastName}` })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-heading" className="flex flex-col gap-5">
      <h2 id="details-heading" className="text-xl font-semibold text-ink">
        About the consult
      </h2>
      <fieldset>
        <legend className={labelClass}>Who is the consult for?</legend>
        <div className="flex flex-col gap-1">
          {people.map((p) => (
            <label
              key={p.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface"
            >
              <input
                type="radio"
                name="for-whom"
                value={p.id}
                checked={forWhom === p.id}
                onChange={() => setForWhom(p.id)}
                className={checkboxClass}
              />
              <span>{p.label}</span>
            </label>
          ))}
        </div>
        {family.isSuccess && family.data.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            Booking for a child or partner? Add them under Family members in your profile first.
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="booking-reason" className={labelClass}>
          What would you like to talk about?
        </label>
        <textarea
          id="booking-reason"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'booking-reason-error' : 'booking-reason-hint'}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          className={`${controlClass} ${reasonError ? 'border-error' : ''}`}
        />
        {reasonError ? (
          <p id="booking-reason-error" className="mt-1 text-sm text-error">
            {reasonError}
          </p>
        ) : (
          <p id="booking-reason-hint" className="mt-1 text-sm text-muted">
            A sentence or two helps the doctor prepare. Only your doctor sees it.
          </p>
        )}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-error/30 bg-red-50 p-3 text-ink">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
          {busy ? 'Holding this time…' : 'Hold this time'}
        </button>
        <p className="mt-2 text-sm text-muted">
          We hold the time for 10 minutes while you check the details.
        </p>
      </div>
    </form>
  );
}
