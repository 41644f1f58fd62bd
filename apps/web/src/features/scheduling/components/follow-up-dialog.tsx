import { ErrorCode } from '@curo/core/errors';
import { ZFollowUpRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useCallback, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { labelClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { addDays, formatDateTime, localDate, viewerTimeZone } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useCreateFollowUp } from '../api/follow-up';
import { useSlots } from '../api/get-slots';
import { FreeTimes } from './free-times';

type TMode = 'now' | 'later';

interface FollowUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appointmentId: string;
  patientName: string;
  doctorId: string;
  /** The doctor's own zone: the day chosen is a day of their calendar. */
  doctorZone: string;
  /** The doctor's consult lengths, in minutes; the first is the default. */
  durations: readonly number[];
}

const TIME_GONE = new Set<string>([ErrorCode.SLOT_TAKEN, ErrorCode.SLOT_UNAVAILABLE]);

type TField = 'instructions' | 'duration' | 'mode' | 'date' | 'startsAt';
interface TValues {
  instructions: string;
  /** Minutes; null until chosen, when the doctor's first length applies. */
  duration: number | null;
  mode: TMode;
  date: string;
  startsAt: string | null;
}
const ORDER: readonly TField[] = ['instructions', 'startsAt'];
const NO_TIME = 'Choose a time for the follow-up';
// Booking now needs the time the request leaves optional (a request leaves it to the patient).
const ZBookFollowUp = ZFollowUpRequest.required({ startsAt: true });

const initialValues = (doctorZone: string): TValues => ({
  instructions: '',
  duration: null,
  mode: 'now',
  date: addDays(localDate(new Date(), doctorZone), 1),
  startsAt: null,
});

/**
 * The doctor arranges a follow-up of a consult under way or done: instructions for the patient, a
 * length, and either a time booked now (from the doctor's free times, shown in the viewer's zone)
 * or a request the doctor offers times for later. A time taken meanwhile refreshes the times.
 */
export function FollowUpDialog({
  open,
  onOpenChange,
  appointmentId,
  patientName,
  doctorId,
  doctorZone,
  durations,
}: FollowUpDialogProps) {
  const zone = viewerTimeZone();
  const today = localDate(new Date(), doctorZone);
  const idFor = useCallback((field: TField) => `follow-up-${field}-${appointmentId}`, [appointmentId]);
  const form = useFormState<TField, TValues>(initialValues(doctorZone), idFor);
  const { mode, date, startsAt } = form.values;
  const create = useCreateFollowUp(appointmentId);
  const length = form.values.duration ?? durations[0] ?? 15;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useSlots(doctorId, open && mode === 'now' && validDate ? date : null, length);
  /** What did not happen, the title of the server's refusal: a time gone is told apart from the rest. */
  const [refusalTitle, setRefusalTitle] = useState('');

  const close = () => {
    onOpenChange(false);
    form.resetValues(initialValues(doctorZone));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(
      mode === 'now' ? ZBookFollowUp : ZFollowUpRequest,
      {
        instructions: form.values.instructions,
        duration: length,
        ...(mode === 'now' && startsAt ? { startsAt } : {}),
      },
      ORDER,
      { startsAt: NO_TIME },
    );
    if (!input) return;
    try {
      const booked = await create.mutateAsync(input);
      const at = booked.startsAt ?? input.startsAt;
      toast.success(
        mode === 'now' && at ? `Follow-up booked for ${formatDateTime(at, zone)}` : 'Follow-up requested',
      );
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code && TIME_GONE.has(error.code)) {
        form.setValue('startsAt', null);
        setRefusalTitle('That time could not be booked');
        form.showFormError(`${error.message}.`);
        void slots.refetch();
      } else {
        setRefusalTitle('The follow-up was not arranged');
        form.showFormError(errorMessage(error));
      }
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Arrange a follow-up"
      description={`For ${patientName}. They see your instructions with the follow-up.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          {...form.text('instructions')}
          label="Instructions for the patient"
          hint="What to do before the follow-up, such as tests to have or symptoms to note."
          rows={4}
          maxLength={4000}
        />
        <SelectField
          id={idFor('duration')}
          className="max-w-xs"
          label="Length"
          value={String(length)}
          options={durations.map((d) => ({ value: String(d), label: `${d} minutes` }))}
          onValueChange={(value) => {
            form.setValue('duration', Number(value));
            form.setValue('startsAt', null);
          }}
        />
        <fieldset>
          <legend className={labelClass}>When</legend>
          <div className="flex flex-col gap-2">
            {(
              [
                ['now', 'Book a time now'],
                ['later', 'Let the patient choose (I will offer times)'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-[15px] text-ink ${
                  mode === value ? 'border-primary bg-primary-soft/40' : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  name={idFor('mode')}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    form.setValue('mode', value);
                    // The time's error was about the choice that has changed.
                    form.clearError('startsAt');
                  }}
                  className="size-5 shrink-0 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'now' ? (
          <div className="flex flex-col gap-3">
            <div className="max-w-xs">
              <TextField
                {...form.text('date')}
                label="Day"
                type="date"
                min={today}
                onValueChange={(value) => {
                  form.setValue('date', value);
                  form.setValue('startsAt', null);
                }}
              />
            </div>
            <FreeTimes
              validDate={validDate}
              slots={slots}
              length={length}
              doctorZone={doctorZone}
              selected={startsAt}
              onSelect={(slot) => form.setValue('startsAt', slot.startsAt)}
              emptyHint="Try another day, or let the patient choose."
            />
            {form.errors.startsAt ? (
              <p role="alert" className="text-sm text-error">
                {form.errors.startsAt}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted">
            We tell the patient a follow-up is needed. Offer them times from your Requests page.
          </p>
        )}
        {form.formError ? (
          <FormAlert id={form.alertId}>
            <span className="block font-semibold">{refusalTitle}</span>
            {form.formError}
          </FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={close}>
            Never mind
          </button>
          <button type="submit" className={primaryButton} disabled={create.isPending}>
            {create.isPending
              ? mode === 'now'
                ? 'Booking…'
                : 'Sending…'
              : mode === 'now'
                ? 'Book the follow-up'
                : 'Ask for a follow-up'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
