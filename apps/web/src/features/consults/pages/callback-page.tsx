import { consultPath } from '@curo/core/routes';
import { ZCallbackRequest } from '@curo/core/scheduling-requests';
import { nextCallbackWindow, SERVICE_HOURS_TEXT, serviceDay } from '@curo/core/service-hours';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import {
  addDays,
  formatClock,
  localDate,
  viewerTimeZone,
  zoneAbbreviation,
  zoneCity,
  zonedInstant,
} from '../../../lib/date-time';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateCallback } from '../api/requests';
import { ConsultShell } from '../components/consult-shell';
import { RequestForm } from '../components/request-form';

/** The window's times are named for the instants they become, so the schema's problems land on them. */
type TCallbackField = 'phone' | 'date' | 'preferredFrom' | 'preferredTo' | 'reason';
const IDS: Record<TCallbackField, string> = {
  phone: 'callback-phone',
  date: 'callback-date',
  preferredFrom: 'callback-from',
  preferredTo: 'callback-to',
  reason: 'callback-reason',
};
type TCallbackValues = Record<Exclude<TCallbackField, 'phone'>, string> & { phone: string | null };
const idFor = (field: TCallbackField) => IDS[field];
const ORDER: readonly TCallbackField[] = ['phone', 'date', 'preferredFrom', 'preferredTo', 'reason'];
const WINDOW: readonly TCallbackField[] = ['date', 'preferredFrom', 'preferredTo'];
const WINDOW_ERROR_ID = 'callback-window-error';

/** An instant as HH:mm in the zone, as a time input holds it. */
const hhmm = (t: number, zone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(t));

/**
 * The window the form starts with: the next one in service hours at least 30 minutes away (on a
 * Sunday at 9:45 pm in Sydney, 8–9 am on Monday), as the day and times in the viewer's zone, and
 * that day's service hours restated there.
 */
function defaultWindow(zone: string) {
  const { from, to } = nextCallbackWindow(Date.now());
  const { opens, closes } = serviceDay(from);
  return {
    date: localDate(new Date(from), zone),
    from: hhmm(from, zone),
    to: hhmm(to, zone),
    hours: `${formatClock(new Date(opens).toISOString(), zone)} – ${formatClock(new Date(closes).toISOString(), zone)}`,
  };
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
  // The phone stays null until typed in, so the account's number shows once it has loaded.
  const form = useFormState<TCallbackField, TCallbackValues>(
    { phone: null, date: initial.date, preferredFrom: initial.from, preferredTo: initial.to, reason: '' },
    idFor,
  );
  const phone = form.values.phone ?? user?.phone ?? '';
  const windowError = form.errors.date ?? form.errors.preferredFrom ?? form.errors.preferredTo;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { date, preferredFrom, preferredTo, reason } = form.values;
    const empty = WINDOW.find((field) => !form.values[field]);
    if (empty) return form.showFieldErrors({ [empty]: 'Choose a day and a window' }, ORDER);
    const body = form.check(
      ZCallbackRequest,
      {
        phone,
        preferredFrom: zonedInstant(date, preferredFrom, zone),
        preferredTo: zonedInstant(date, preferredTo, zone),
        reason,
      },
      ORDER,
    );
    if (!body) return;
    await form.send(() =>
      create.mutateAsync(body, { onSuccess: (appointment) => navigate(consultPath(appointment.id)) }),
    );
  };

  /** A part of the window: its one message shows under them all, and each is described by it. */
  const windowPart = (field: 'date' | 'preferredFrom' | 'preferredTo') => ({
    ...form.text(field),
    error: undefined,
    alertId: windowError ? WINDOW_ERROR_ID : undefined,
  });

  return (
    <ConsultShell
      title="Ask for a callback"
      lead="Leave your number and a window that suits you. A doctor phones you within it, so you can get on with your day rather than wait on screen."
    >
      <RequestForm label="Ask for a callback" onSubmit={submit} form={form} pending={create.isPending}>
        <TextField
          {...form.text('phone')}
          value={phone}
          label="Australian phone number"
          hint="A mobile (04…) or a landline with its area code, such as 02 9123 4567."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <fieldset aria-describedby={windowError ? WINDOW_ERROR_ID : 'callback-window-hint'}>
          <legend className="text-sm font-medium text-ink">When can we call?</legend>
          <p id="callback-window-hint" className="mb-2 text-sm text-muted">
            Doctors call back {SERVICE_HOURS_TEXT} ({initial.hours} your time). Give at least 30 minutes,
            within the next 7 days. Times are in your time zone, {zoneCity(zone)} (
            {zoneAbbreviation(new Date().toISOString(), zone)}).
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label="Day" type="date" min={today} max={addDays(today, 7)} {...windowPart('date')} />
            <TextField label="From" type="time" step={900} {...windowPart('preferredFrom')} />
            <TextField label="To" type="time" step={900} {...windowPart('preferredTo')} />
          </div>
          {windowError ? (
            <p id={WINDOW_ERROR_ID} className="mt-1 text-sm text-error">
              {windowError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField label="What would you like to talk about?" maxLength={2000} {...form.text('reason')} />
      </RequestForm>
    </ConsultShell>
  );
}
