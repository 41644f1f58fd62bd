import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCalendarDate, isoWeekday } from '../../../lib/date-time';
import type { TMonthAvailability } from '../api/get-month-availability';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

interface MonthCalendarProps {
  month: string;
  data: TMonthAvailability | undefined;
  loading: boolean;
  selected: string | null;
  /** The earliest month to go back to (this month). */
  minMonth: string;
  onMonth: (month: string) => void;
  onSelect: (date: string) => void;
}

/** A month of days; days with a free time can be chosen, the rest are greyed out. */
export function MonthCalendar({
  month,
  data,
  loading,
  selected,
  minMonth,
  onMonth,
  onSelect,
}: MonthCalendarProps) {
  const first = `${month}-01`;
  const lead = isoWeekday(first) - 1;
  const days = data && data.month === month ? data.dates : [];
  const title = formatCalendarDate(first, { weekday: undefined, day: undefined });
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, -1))}
          disabled={month <= minMonth}
          aria-label="Previous month"
          className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3 className="text-base font-semibold text-ink" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label="Next month"
          className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center" aria-busy={loading}>
        {WEEKDAYS.map((d) => (
          <span key={d} aria-hidden className="py-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {d}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st have nothing else to key on.
          <span key={`lead-${i}`} />
        ))}
        {days.map(({ date, available, freeSlots }) => {
          const isSelected = date === selected;
          const label = `${formatCalendarDate(date, { year: undefined })}${available ? `, ${freeSlots} free ${freeSlots === 1 ? 'time' : 'times'}` : ', no free times'}`;
          return (
            <button
              key={date}
              type="button"
              disabled={!available}
              aria-pressed={isSelected}
              aria-label={label}
              onClick={() => onSelect(date)}
              className={`flex aspect-square min-h-11 items-center justify-center rounded-lg text-[15px] font-medium transition-colors ${
                isSelected
                  ? 'bg-primary text-white'
                  : available
                    ? 'bg-primary-soft/60 text-primary hover:bg-primary-soft'
                    : 'text-slate-400'
              }`}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
      {loading && days.length === 0 ? (
        <p role="status" className="mt-2 text-sm text-muted">
          Loading free days…
        </p>
      ) : null}
    </div>
  );
}
