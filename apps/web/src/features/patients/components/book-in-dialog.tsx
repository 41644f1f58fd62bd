import { ErrorCode } from '@curo/core/errors';
import { ZDoctorBookingRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useCallback, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
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
import { FreeTimes, useSlots } from '../../scheduling';
import { useBookPatient } from '../api/book-patient';

interface BookInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patientId: string;
  patientName: string;
  doctorId: string;
  /** The doctor's own zone: the day chosen is a day of their calendar. */
  doctorZone: string;
  /** The doctor's consult lengths, in minutes; the first is the default. */
  durations: readonly number[];
}

const TIME_GONE = new Set<string>([ErrorCode.SLOT_TAKEN, ErrorCode.SLOT_UNAVAILABLE]);
const NO_TIME = 'Choose a time for the consult';

type TField = 'reason' | 'duration' | 'date' | 'startsAt';
interface TValues {
  reason: string;
  duration: number | null;
  date: string;
  startsAt: string | null;
}
const ORDER: readonly TField[] = ['reason', 'startsAt'];

const initialValues = (doctorZone: string): TValues => ({
  reason: '',
  duration: null,
  date: addDays(localDate(new Date(), doctorZone), 1),
  startsAt: null,
});

/**
 * The doctor books the patient into one of their own free times: what it is about, a length and a
 * time (shown in the viewer's zone). A time taken meanwhile refreshes the times and says so.
 */
export function BookInDialog({
  open,
  onOpenChange,
  patientId,
  patientName,
  doctorId,
  doctorZone,
  durations,
}: BookInDialogProps) {
  const zone = viewerTimeZone();
  const today = localDate(new Date(), doctorZone);
  const idFor = useCallback((field: TField) => `book-in-${field}`, []);
  const form = useFormState<TField, TValues>(initialValues(doctorZone), idFor);
  const { date, startsAt } = form.values;
  const book = useBookPatient();
  const length = form.values.duration ?? durations[0] ?? 15;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useSlots(doctorId, open && validDate ? date : null, length);
  const [refusalTitle, setRefusalTitle] = useState('');

  const close = () => {
    onOpenChange(false);
    form.resetValues(initialValues(doctorZone));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    const input = form.check(
      ZDoctorBookingRequest,
      { patientId, reason: form.values.reason, duration: length, ...(startsAt ? { startsAt } : {}) },
      ORDER,
      { startsAt: NO_TIME },
    );
    if (!input) return;
    try {
      const booked = await book.mutateAsync(input);
      toast.success(
        `${patientName} is booked in for ${formatDateTime(booked.startsAt ?? input.startsAt, zone)}.`,
      );
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code && TIME_GONE.has(error.code)) {
        form.setValue('startsAt', null);
        setRefusalTitle('That time could not be booked');
        form.showFormError(`${error.message}.`);
        void slots.refetch();
      } else {
        setRefusalTitle('The consult was not booked');
        form.showFormError(errorMessage(error));
      }
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Book in"
      description={`A consult with you for ${patientName}. They are told by email, with the time.`}
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={`Book in ${patientName}`}
      >
        <TextAreaField
          {...form.text('reason')}
          label="What the consult is about"
          hint="The patient sees this with the booking."
          rows={3}
          maxLength={2000}
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
            emptyHint="Try another day."
          />
          {form.errors.startsAt ? (
            <p id={idFor('startsAt')} tabIndex={-1} role="alert" className="text-sm text-error">
              {form.errors.startsAt}
            </p>
          ) : null}
        </div>
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
          <button type="submit" className={primaryButton} disabled={book.isPending}>
            {book.isPending ? 'Booking…' : 'Book in'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
