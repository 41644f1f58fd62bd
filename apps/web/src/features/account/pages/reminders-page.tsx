import {
  REMINDER_CHANNELS,
  reminderMessages,
  type TReminder,
  ZCreateReminderRequest,
} from '@curo/core/reminders';
import { paths } from '@curo/core/routes';
import { CONSULT_KIND_NAMES, type TAppointmentList } from '@curo/core/scheduling';
import { useQuery } from '@tanstack/react-query';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { primaryButton, smallButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldError } from '../../../components/ui/field-message';
import { checkboxClass, checkRowClass, labelClass } from '../../../components/ui/field-styles';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { Loading } from '../../../components/ui/loading-rows';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { appointmentListQueryOptions } from '../../scheduling';
import { useCreateReminder, useReminders } from '../api/reminders';

type TAppointmentListItem = TAppointmentList['items'][number];

type TChannel = (typeof REMINDER_CHANNELS)[number];
const CHANNEL_LABELS: Record<TChannel, string> = { email: 'Email', sms: 'Text message' };

/** The choices of when: common ones, inside the API's 5 minutes to 7 days. */
export const REMINDER_TIMES: readonly { minutes: number; label: string }[] = [
  { minutes: 15, label: '15 minutes before' },
  { minutes: 30, label: '30 minutes before' },
  { minutes: 120, label: '2 hours before' },
  { minutes: 180, label: '3 hours before' },
  { minutes: 12 * 60, label: '12 hours before' },
  { minutes: 2 * 24 * 60, label: '2 days before' },
  { minutes: 7 * 24 * 60, label: '1 week before' },
];

/** Consults a reminder can be set for: booked, with a time ahead (the API's rule). */
const REMINDABLE = new Set(['scheduled', 'checked_in', 'waiting_info']);

const KIND_LABELS: Record<TReminder['kind'], string> = {
  auto24h: 'A day before (automatic)',
  auto1h: 'An hour before (automatic)',
  custom: 'Your reminder',
};
const STATUS_LABELS: Record<TReminder['status'], string> = {
  pending: 'Coming',
  sent: 'Sent',
  cancelled: 'Cancelled',
  skipped: 'Not sent',
};

type TField = 'minutesBefore' | 'channels';
interface TValues {
  minutesBefore: string;
  channels: TChannel[];
}

/** Which field a server message is about, so it shows by that field. */
function fieldOf(message: string): TField | undefined {
  const timing: string[] = [
    reminderMessages.minutes,
    reminderMessages.passed,
    reminderMessages.afterStart,
    reminderMessages.when,
  ];
  if (timing.includes(message)) return 'minutesBefore';
  if (message === reminderMessages.channels || message === reminderMessages.noMobile) return 'channels';
  return undefined;
}

function AddReminderForm({ consult, onDone }: { consult: TAppointmentListItem; onDone: () => void }) {
  const create = useCreateReminder();
  const idFor = (field: TField) => `reminder-${field}`;
  const form = useFormState<TField, TValues>(
    { minutesBefore: String(REMINDER_TIMES[2]?.minutes ?? 120), channels: ['email'] },
    idFor,
    { alertId: 'reminder-alert' },
  );
  const toggle = (channel: TChannel, on: boolean) =>
    form.setValue(
      'channels',
      on ? [...form.values.channels, channel] : form.values.channels.filter((c) => c !== channel),
    );

  const submit = async () => {
    const input = form.check(
      ZCreateReminderRequest,
      {
        appointmentId: consult.id,
        minutesBefore: Number(form.values.minutesBefore),
        channels: form.values.channels,
      },
      ['minutesBefore', 'channels'],
    );
    if (!input) return;
    try {
      await create.mutateAsync(input);
      toast.success('Reminder added.');
      onDone();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? fieldOf(error.message) : undefined;
      if (field) form.showFieldErrors({ [field]: error instanceof Error ? error.message : '' }, [field]);
      else form.showFormError(errorMessage(error));
    }
  };

  const channelsError = form.errors.channels;
  return (
    <DialogForm
      label="Add a reminder"
      form={form}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel="Add reminder"
      busyLabel="Adding…"
    >
      <SelectField
        {...form.text('minutesBefore')}
        label="When"
        options={REMINDER_TIMES.map((t) => ({ value: String(t.minutes), label: t.label }))}
      />
      <fieldset aria-describedby={channelsError ? 'reminder-channels-error' : undefined}>
        <legend className={labelClass}>How</legend>
        <div id={idFor('channels')} tabIndex={-1} className="flex flex-col gap-1">
          {REMINDER_CHANNELS.map((channel) => (
            <label key={channel} className={checkRowClass}>
              <input
                type="checkbox"
                className={checkboxClass}
                checked={form.values.channels.includes(channel)}
                onChange={(e) => toggle(channel, e.target.checked)}
                aria-invalid={Boolean(channelsError)}
              />
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
        {channelsError ? <FieldError id="reminder-channels-error">{channelsError}</FieldError> : null}
      </fieldset>
    </DialogForm>
  );
}

function ReminderLine({ reminder }: { reminder: TReminder }) {
  return (
    <li className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span className="text-ink">
        {KIND_LABELS[reminder.kind]}
        <span className="text-muted"> · {reminder.channels.map((c) => CHANNEL_LABELS[c]).join(' and ')}</span>
      </span>
      <span className="text-sm text-muted">
        {formatDateTime(reminder.remindAt)} · {STATUS_LABELS[reminder.status]}
      </span>
    </li>
  );
}

function ConsultReminders({
  consult,
  reminders,
  onAdd,
}: {
  consult: TAppointmentListItem;
  reminders: TReminder[];
  onAdd: (consult: TAppointmentListItem) => void;
}) {
  const headingId = `consult-${consult.id}`;
  const mine = reminders
    .filter((r) => r.appointmentId === consult.id && r.status !== 'cancelled')
    .sort((a, b) => Date.parse(a.remindAt) - Date.parse(b.remindAt));
  const when = consult.startsAt ? formatDateTime(consult.startsAt) : '';
  return (
    <li aria-labelledby={headingId} className={paddedCard}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {when}
          </h2>
          <p className="text-[15px] text-muted">
            {CONSULT_KIND_NAMES[consult.type]}
            {consult.doctorName ? ` with ${consult.doctorName}` : ''}
          </p>
        </div>
        <button type="button" className={`${smallButton} shrink-0`} onClick={() => onAdd(consult)}>
          <BellPlus className="size-4" aria-hidden />
          Add a reminder<span className="sr-only"> for {when}</span>
        </button>
      </div>
      {mine.length > 0 ? (
        <ul className="mt-3 divide-y divide-line border-t border-line" aria-label={`Reminders for ${when}`}>
          {mine.map((r) => (
            <ReminderLine key={r.id} reminder={r} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 border-t border-line pt-3 text-sm text-muted">
          No reminders for this consult yet.
        </p>
      )}
    </li>
  );
}

function Reminders() {
  const consults = useQuery(appointmentListQueryOptions('upcoming', 1, 50, ''));
  const reminders = useReminders();
  const [adding, setAdding] = useState<TAppointmentListItem | null>(null);
  const failed = consults.isError || reminders.isError;
  const booked = consults.data?.items.filter((c) => c.startsAt && REMINDABLE.has(c.status)) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reminders">
        <p>
          We remind you of each booked consult a day and an hour before, as your notification settings say.
          Add your own reminder here too.
        </p>
      </PageHeader>
      {failed ? (
        <QueryError
          title="Your reminders could not be loaded"
          onRetry={() => {
            void consults.refetch();
            void reminders.refetch();
          }}
          retrying={consults.isFetching || reminders.isFetching}
        />
      ) : !consults.data || !reminders.data ? (
        <Loading label="Loading your reminders…" />
      ) : booked.length === 0 ? (
        <EmptyState
          title="No booked consults coming up"
          action={
            <Link to={paths.book} className={primaryButton}>
              Book a consult
            </Link>
          }
        >
          Reminders are for consults with a booked time. Book one and you can add a reminder here.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {booked.map((consult) => (
            <ConsultReminders
              key={consult.id}
              consult={consult}
              reminders={reminders.data.items}
              onAdd={setAdding}
            />
          ))}
        </ul>
      )}
      <FormDialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title="Add a reminder"
        description={
          adding?.startsAt ? `For your consult on ${formatDateTime(adding.startsAt)}.` : 'For your consult.'
        }
        formKey={adding?.id}
      >
        {adding ? <AddReminderForm consult={adding} onDone={() => setAdding(null)} /> : null}
      </FormDialog>
    </div>
  );
}

/** `/account/reminders`: a patient's reminders of their booked consults, and adding one more (decision 0053). */
export function RemindersPage() {
  return (
    <>
      <PageMeta title="Reminders" description="Reminders of your consults." noIndex />
      <RoleOnly roles={['patient']}>{() => <Reminders />}</RoleOnly>
    </>
  );
}
