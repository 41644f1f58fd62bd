import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import { Link } from 'react-router';
import {
  formatCalendarDate,
  formatClock,
  localDate,
  viewerTimeZone,
  zoneAbbreviation,
} from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useSlots } from '../api/get-slots';

const SHOWN = 9;

/** A doctor's free times on their next free day, each a link straight to that time in the booking flow. */
export function DoctorTimes({ doctor }: { doctor: TDirectoryDoctor }) {
  const zone = doctor.timeZone ?? 'Australia/Sydney';
  const date = doctor.next ? localDate(doctor.next.startsAt, zone) : null;
  const duration = doctor.durations[0];
  const slots = useSlots(doctor.id, date, duration);
  if (!date) return <p className="text-sm text-muted">No free times in the next two weeks.</p>;
  if (slots.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading free times…
      </p>
    );
  if (slots.isError) return <p className="text-sm text-error">{errorMessage(slots.error)}</p>;
  const base = new URLSearchParams({
    doctor: doctor.id,
    date,
    ...(duration ? { duration: String(duration) } : {}),
  });
  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-ink">
        {formatCalendarDate(date, { year: undefined })}{' '}
        <span className="font-normal text-muted">
          (times in {zoneAbbreviation(doctor.next?.startsAt ?? '', viewerTimeZone())})
        </span>
      </p>
      {slots.data.length === 0 ? (
        <p className="text-sm text-muted">Those times have just gone. Open the calendar for more.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {slots.data.slice(0, SHOWN).map((slot) => {
            const query = new URLSearchParams(base);
            query.set('slot', slot.startsAt);
            return (
              <li key={slot.startsAt}>
                <Link
                  to={`/book?${query}`}
                  className="flex min-h-11 items-center justify-center rounded-lg border border-line px-1 text-sm font-semibold whitespace-nowrap text-ink hover:border-primary hover:text-primary"
                >
                  {formatClock(slot.startsAt)}
                  <span className="sr-only"> {zoneAbbreviation(slot.startsAt)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
