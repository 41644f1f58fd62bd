import { consultPath } from '@curo/core/routes';
import { ZCallbackRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import {
  addDays,
  localDate,
  viewerTimeZone,
  zoneAbbreviation,
  zoneCity,
  zonedInstant,
} from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useCurrentUser } from '../../../lib/use-current-user';
import type { FieldErrors } from '../../../lib/use-form-state';
import { useCreateCallback } from '../api/requests';
import { ConsultShell } from '../components/consult-shell';

/** The next whole half hour from now, as HH:mm in the zone, and an hour after it. */
function defaultWindow(zone: string): { from: string; to: string } {
  const next = Math.ceil((Date.now() + 15 * 60_000) / 1_800_000) * 1_800_000;
  const hhmm = (t: number) =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(t));
  return { from: hhmm(next), to: hhmm(next + 3_600_000) };
}

/**
 * `/consult/callback`: a doctor phones the patient. An Australian number, a window of at least 30
 * minutes within the next 7 days (picked in the viewer's zone, sent as instants) and the reason.
 */
export function CallbackPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const create = useCreateCallback();
  const zone = viewerTimeZone();
  const today = localDate(new Date(), zone);
  const initial = defaultWindow(zone);
  const [phone, setPhone] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const phoneValue = phone ?? user?.phone ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!date || !from || !to) {
      setErrors({ preferredFrom: 'Choose a day and a window' });
      return;
    }
    const parsed = ZCallbackRequest.safeParse({
      phone: phoneValue,
      preferredFrom: zonedInstant(date, from, zone),
      preferredTo: zonedInstant(date, to, zone),
      reason,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<string>(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (appointment) => navigate(consultPath(appointment.id)),
      onError: (error) => setFormError(errorMessage(error)),
    });
  };

  const clear = () => setErrors({});
  const windowError = errors.preferredFrom ?? errors.preferredTo;

  return (
    <ConsultShell
      title="Ask for a callback"
      lead="Leave your number and a window that suits you. A doctor phones you within it, so you can get on with your day rather than wait on screen."
    >
      <form
        onSubmit={submit}
        noValidate
        className={`${paddedCard} flex flex-col gap-5`}
        aria-label="Ask for a callback"
      >
        <Field
          id="callback-phone"
          label="Australian phone number"
          hint="A mobile (04…) or a landline with its area code, such as 02 9123 4567."
          error={errors.phone}
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phoneValue}
              onChange={(e) => {
                setPhone(e.target.value);
                clear();
              }}
            />
          )}
        </Field>
        <fieldset aria-describedby={windowError ? 'callback-window-error' : 'callback-window-hint'}>
          <legend className="text-sm font-medium text-ink">When can we call?</legend>
          <p id="callback-window-hint" className="mb-2 text-sm text-muted">
            At least 30 minutes, within the next 7 days. Times are in your time zone, {zoneCity(zone)} (
            {zoneAbbreviation(new Date().toISOString(), zone)}).
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id="callback-date" label="Day">
              {(props) => (
                <input
                  {...props}
                  type="date"
                  min={today}
                  max={addDays(today, 7)}
                  value={date}
                  aria-invalid={windowError ? true : undefined}
                  onChange={(e) => {
                    setDate(e.target.value);
                    clear();
                  }}
                />
              )}
            </Field>
            <Field id="callback-from" label="From">
              {(props) => (
                <input
                  {...props}
                  type="time"
                  step={900}
                  value={from}
                  aria-invalid={windowError ? true : undefined}
                  onChange={(e) => {
                    setFrom(e.target.value);
                    clear();
                  }}
                />
              )}
            </Field>
            <Field id="callback-to" label="To">
              {(props) => (
                <input
                  {...props}
                  type="time"
                  step={900}
                  value={to}
                  aria-invalid={windowError ? true : undefined}
                  onChange={(e) => {
                    setTo(e.target.value);
                    clear();
                  }}
                />
              )}
            </Field>
          </div>
          {windowError ? (
            <p id="callback-window-error" className="mt-1 text-sm text-error">
              {windowError}
            </p>
          ) : null}
        </fieldset>
        <Field id="callback-reason" label="What would you like to talk about?" error={errors.reason}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                clear();
              }}
            />
          )}
        </Field>
        {formError ? <Notice tone="error" title={formError} /> : null}
        <button type="submit" className={`${primaryButton} sm:self-end`} disabled={create.isPending}>
          {create.isPending ? 'Sending your request…' : 'Ask for a callback'}
        </button>
      </form>
    </ConsultShell>
  );
}
