import { formatClock } from '../../../lib/date-time';
import type { TSlotState } from '../api/get-slots';

const LOOK: Record<string, { label: string; cls: string }> = {
  free: { label: 'Free', cls: 'border-primary/30 bg-primary-soft/50 text-primary' },
  booked: { label: 'Booked', cls: 'border-ink/20 bg-ink text-white' },
  break: { label: 'Break', cls: 'border-warning/30 bg-amber-50 text-warning' },
  busyCalendar: { label: 'Busy in your calendar', cls: 'border-info/30 bg-blue-50 text-info' },
  notice: { label: 'Too soon to book', cls: 'border-line bg-surface text-muted' },
  horizon: { label: 'Too far ahead to book', cls: 'border-line bg-surface text-muted' },
};

const stateOf = (slot: TSlotState) => (slot.free ? 'free' : (slot.reason ?? 'booked'));

/** The day's slots (`showAll=true`), each marked free, booked, break or busy, with a legend. */
export function DaySlots({ slots }: { slots: TSlotState[] }) {
  const states = [...new Set(slots.map(stateOf))];
  return (
    <div>
      <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 lg:grid-cols-3">
        {slots.map((slot) => {
          const look = LOOK[stateOf(slot)] ?? LOOK.booked;
          return (
            <li
              key={slot.startsAt}
              className={`rounded-md border px-1 py-1.5 text-center text-sm font-medium whitespace-nowrap ${look?.cls}`}
              title={look?.label}
            >
              {formatClock(slot.startsAt)}
              <span className="sr-only">: {look?.label}</span>
            </li>
          );
        })}
      </ul>
      <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {states.map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block size-3 rounded-sm border ${LOOK[s]?.cls}`} />
            {LOOK[s]?.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
