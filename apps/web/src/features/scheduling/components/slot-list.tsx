import type { TSlot } from '@curo/core/scheduling';
import {
  clocksDiffer,
  formatClock,
  formatTime,
  viewerTimeZone,
  zoneAbbreviation,
  zoneCity,
} from '../../../lib/date-time';

const partOfDay = (iso: string, zone: string) => {
  const hour = Number(
    new Intl.DateTimeFormat('en-AU', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(iso),
    ),
  );
  return hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
};

interface SlotListProps {
  slots: TSlot[];
  doctorZone: string;
  selected: string | null;
  onSelect: (slot: TSlot) => void;
}

/**
 * The free times of one day, in the viewer's zone with the zone named; when the doctor's clock
 * says something else (Brisbane in summer, Perth always) their time is shown too, so both agree
 * on what was booked.
 */
export function SlotList({ slots, doctorZone, selected, onSelect }: SlotListProps) {
  const zone = viewerTimeZone();
  const groups = new Map<string, TSlot[]>();
  for (const slot of slots) {
    const part = partOfDay(slot.startsAt, zone);
    groups.set(part, [...(groups.get(part) ?? []), slot]);
  }
  const differs = slots.some((s) => clocksDiffer(s.startsAt, zone, doctorZone));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Times are in your time zone ({zoneCity(zone)},{' '}
        {zoneAbbreviation(slots[0]?.startsAt ?? new Date().toISOString(), zone)}).
        {differs ? ` Under each, the doctor's ${zoneCity(doctorZone)} time.` : ''}
      </p>
      {[...groups].map(([part, list]) => (
        <fieldset key={part}>
          <legend className="mb-2 text-sm font-semibold text-ink">{part}</legend>
          <ul className="grid grid-cols-3 gap-2 lg:grid-cols-4">
            {list.map((slot) => {
              const isSelected = slot.startsAt === selected;
              const theirs = clocksDiffer(slot.startsAt, zone, doctorZone)
                ? formatTime(slot.startsAt, doctorZone)
                : null;
              return (
                <li key={slot.startsAt}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(slot)}
                    className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-2 text-center transition-colors ${
                      isSelected
                        ? 'border-primary bg-primary text-white'
                        : 'border-line bg-white text-ink hover:border-primary hover:text-primary'
                    }`}
                  >
                    <span className="font-semibold">
                      {formatClock(slot.startsAt, zone)}
                      <span className="sr-only"> {zoneAbbreviation(slot.startsAt, zone)}</span>
                    </span>
                    {theirs ? (
                      <span
                        className={`text-xs whitespace-nowrap ${isSelected ? 'text-white/90' : 'text-muted'}`}
                      >
                        {theirs}
                        <span className="sr-only"> for the doctor</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
