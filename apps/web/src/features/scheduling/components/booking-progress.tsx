import { Check } from 'lucide-react';

export const BOOKING_STEPS = ['Consult', 'Doctor', 'Time', 'Details', 'Confirm'] as const;

/** Where the patient is in the flow: done steps ticked, the current one named for screen readers. */
export function BookingProgress({ current }: { current: number }) {
  return (
    <ol className="flex items-center gap-1 sm:gap-2" aria-label="Booking steps">
      {BOOKING_STEPS.map((name, i) => {
        const done = i < current;
        const here = i === current;
        return (
          <li
            key={name}
            aria-current={here ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:flex-row sm:gap-2"
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                done
                  ? 'bg-primary text-white'
                  : here
                    ? 'border-2 border-primary text-primary'
                    : 'border border-line text-muted'
              }`}
            >
              {done ? <Check aria-hidden className="size-4" /> : i + 1}
            </span>
            <span className={`truncate text-xs sm:text-sm ${here ? 'font-semibold text-ink' : 'text-muted'}`}>
              {name}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
