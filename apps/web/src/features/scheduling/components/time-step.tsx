import type { TSlot } from '@curo/core/scheduling';
import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import { LoadProblem } from '../../../components/ui/load-problem';
import { formatCalendarDate, localDate, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useMonthAvailability } from '../api/get-month-availability';
import { useSlots } from '../api/get-slots';
import { doctorName } from './doctor-card';
import { JoinWaitlist } from './join-waitlist';
import { MonthCalendar } from './month-calendar';
import { SlotList } from './slot-list';

interface TimeStepProps {
  doctor: TDirectoryDoctor;
  duration: number;
  month: string | null;
  date: string | null;
  onDuration: (minutes: number) => void;
  onMonth: (month: string) => void;
  onDate: (date: string) => void;
  onSlot: (slot: TSlot) => void;
}

/**
 * Step 3: the length, a day from the month view (the doctor's days), and a time on it (in the
 * viewer's zone). Until a day is chosen, the first day with a free time is shown.
 */
export function TimeStep({
  doctor,
  duration,
  month,
  date,
  onDuration,
  onMonth,
  onDate,
  onSlot,
}: TimeStepProps) {
  const zone = doctor.timeZone ?? 'Australia/Sydney';
  const thisMonth = localDate(new Date(), zone).slice(0, 7);
  const shownMonth =
    month ??
    date?.slice(0, 7) ??
    (doctor.next ? localDate(doctor.next.startsAt, zone).slice(0, 7) : thisMonth);
  const calendar = useMonthAvailability(doctor.id, shownMonth, duration);
  const firstFree =
    calendar.data?.month === shownMonth ? (calendar.data.dates.find((d) => d.available)?.date ?? null) : null;
  const day = date?.startsWith(shownMonth) ? date : firstFree;
  const slots = useSlots(doctor.id, day, duration);

  return (
    <section aria-labelledby="time-heading" className="flex flex-col gap-5">
      <h2 id="time-heading" className="text-xl font-semibold text-ink">
        Choose a time
      </h2>
      {doctor.durations.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">How long do you need?</legend>
          <div className="flex flex-wrap gap-2">
            {doctor.durations.map((minutes) => (
              <button
                key={minutes}
                type="button"
                aria-pressed={minutes === duration}
                onClick={() => onDuration(minutes)}
                className={`min-h-11 rounded-full border px-4 text-[15px] font-semibold transition-colors ${
                  minutes === duration
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-white text-ink hover:border-primary'
                }`}
              >
                {minutes} minutes
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,320px)_minmax(0,1fr)]">
        <div>
          {calendar.isError ? (
            <LoadProblem
              what="the free days"
              message={errorMessage(calendar.error)}
              onRetry={() => void calendar.refetch()}
            />
          ) : (
            <MonthCalendar
              month={shownMonth}
              data={calendar.data}
              loading={calendar.isFetching}
              selected={day}
              minMonth={thisMonth}
              onMonth={onMonth}
              onSelect={onDate}
            />
          )}
          <p className="mt-2 text-xs text-muted">Days are the doctor’s days ({zoneCity(zone)}).</p>
        </div>
        <div aria-live="polite">
          {day ? (
            <>
              <h3 className="mb-3 text-base font-semibold text-ink">{formatCalendarDate(day)}</h3>
              {slots.isPending ? (
                <p role="status" className="text-muted">
                  Loading free times…
                </p>
              ) : slots.isError ? (
                <LoadProblem
                  what="the free times"
                  message={errorMessage(slots.error)}
                  onRetry={() => void slots.refetch()}
                />
              ) : slots.data.length === 0 ? (
                <p className="rounded-card border border-dashed border-line p-4 text-muted">
                  That day has just filled up. Choose another day.
                </p>
              ) : (
                <SlotList slots={slots.data} doctorZone={zone} selected={null} onSelect={onSlot} />
              )}
            </>
          ) : calendar.data && calendar.data.month === shownMonth ? (
            <p className="rounded-card border border-dashed border-line p-4 text-muted">
              No free times this month. Try the next month.
            </p>
          ) : null}
        </div>
      </div>
      <JoinWaitlist doctorId={doctor.id} who={doctorName(doctor)} />
    </section>
  );
}
