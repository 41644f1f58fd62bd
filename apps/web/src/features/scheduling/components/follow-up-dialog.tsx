import { ErrorCode } from '@curo/core/errors';
import { ZFollowUpRequest } from '@curo/core/scheduling-requests';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { addDays, formatDateTime, localDate, viewerTimeZone } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCreateFollowUp } from '../api/follow-up';
import { useSlots } from '../api/get-slots';
import { SlotList } from './slot-list';

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
  const [instructions, setInstructions] = useState('');
  const [duration, setDuration] = useState<number | null>(null);
  const [mode, setMode] = useState<TMode>('now');
  const [date, setDate] = useState(addDays(today, 1));
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ instructions?: string; time?: string }>({});
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const create = useCreateFollowUp(appointmentId);
  const length = duration ?? durations[0] ?? 15;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useSlots(doctorId, open && mode === 'now' && validDate ? date : null, length);
  const id = (what: string) => `follow-up-${what}-${appointmentId}`;

  const reset = () => {
    setInstructions('');
    setDuration(null);
    setMode('now');
    setDate(addDays(localDate(new Date(), doctorZone), 1));
    setStartsAt(null);
    setErrors({});
    setProblem(null);
  };

  const close = () => {
    onOpenChange(false);
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = ZFollowUpRequest.safeParse({
      instructions,
      duration: length,
      ...(mode === 'now' && startsAt ? { startsAt } : {}),
    });
    const found: typeof errors = {};
    if (!parsed.success) found.instructions = parsed.error.issues[0]?.message;
    if (mode === 'now' && !startsAt) found.time = 'Choose a time for the follow-up';
    setErrors(found);
    if (!parsed.success || found.time) return;
    create.mutate(parsed.data, {
      onSuccess: (booked) => {
        const at = booked.startsAt ?? parsed.data.startsAt;
        toast.success(
          mode === 'now' && at ? `Follow-up booked for ${formatDateTime(at, zone)}` : 'Follow-up requested',
        );
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code && TIME_GONE.has(error.code)) {
          setProblem({ title: 'That time could not be booked', message: `${error.message}.` });
          setStartsAt(null);
          void slots.refetch();
        } else setProblem({ title: 'The follow-up was not arranged', message: errorMessage(error) });
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Arrange a follow-up"
      description={`For ${patientName}. They see your instructions with the follow-up.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <label htmlFor={id('instructions')} className={labelClass}>
            Instructions for the patient
          </label>
          <p id={id('instructions-hint')} className="mb-1.5 text-sm text-muted">
            What to do before the follow-up, such as tests to have or symptoms to note.
          </p>
          <textarea
            id={id('instructions')}
            rows={4}
            maxLength={4000}
            value={instructions}
            aria-invalid={errors.instructions ? true : undefined}
            aria-describedby={`${id('instructions-hint')}${errors.instructions ? ` ${id('instructions-error')}` : ''}`}
            onChange={(e) => {
              setInstructions(e.target.value);
              setErrors(({ instructions: _, ...rest }) => rest);
            }}
            className={`${controlClass} ${errors.instructions ? 'border-error' : ''}`}
          />
          {errors.instructions ? (
            <p id={id('instructions-error')} className="mt-1 text-sm text-error">
              {errors.instructions}
            </p>
          ) : null}
        </div>
        <div className="max-w-xs">
          <label htmlFor={id('duration')} className={labelClass}>
            Length
          </label>
          <select
            id={id('duration')}
            value={length}
            onChange={(e) => {
              setDuration(Number(e.target.value));
              setStartsAt(null);
            }}
            className={controlClass}
          >
            {durations.map((d) => (
              <option key={d} value={d}>
                {d} minutes
              </option>
            ))}
          </select>
        </div>
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
                  name={id('mode')}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setErrors(({ time: _, ...rest }) => rest);
                    setProblem(null);
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
              <label htmlFor={id('date')} className={labelClass}>
                Day
              </label>
              <input
                id={id('date')}
                type="date"
                min={today}
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setStartsAt(null);
                }}
                className={controlClass}
              />
            </div>
            {!validDate ? (
              <p className="text-sm text-muted">Choose a day to see your free times.</p>
            ) : slots.isPending ? (
              <p role="status" className="text-sm text-muted">
                Loading your free times…
              </p>
            ) : slots.isError ? (
              <LoadProblem
                what="your free times"
                message={errorMessage(slots.error)}
                onRetry={() => void slots.refetch()}
              />
            ) : slots.data.length === 0 ? (
              <p className="text-sm text-muted">
                No free {length}-minute times that day. Try another day, or let the patient choose.
              </p>
            ) : (
              <SlotList
                slots={slots.data}
                doctorZone={doctorZone}
                selected={startsAt}
                onSelect={(slot) => {
                  setStartsAt(slot.startsAt);
                  setErrors(({ time: _, ...rest }) => rest);
                  setProblem(null);
                }}
              />
            )}
            {errors.time ? (
              <p role="alert" className="text-sm text-error">
                {errors.time}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted">
            We tell the patient a follow-up is needed. Offer them times from your Requests page.
          </p>
        )}
        {problem ? (
          <Notice tone="error" title={problem.title}>
            {problem.message}
          </Notice>
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
