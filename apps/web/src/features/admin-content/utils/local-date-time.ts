const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** The offset of `date` from UTC in this browser's zone, as "+11:00". */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  return `${minutes >= 0 ? '+' : '-'}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/**
 * What a `datetime-local` box holds ("2026-12-09T07:00"), read in the admin's own zone, as an ISO
 * time with that zone's offset ("2026-12-09T07:00:00+11:00"), which the API accepts. The offset is
 * the one in force on that day, so a schedule across a daylight-saving change keeps its wall time.
 * Null when the box is empty or incomplete.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // A time that does not exist (skipped by a daylight-saving change) moves forward, as clocks do.
  const date = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:00${offsetOf(date)}`;
}

/** An ISO time as a `datetime-local` box shows it, in the admin's own zone. */
export function isoToLocalInput(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The admin's zone for a hint beside a time box: "Australia/Sydney (AEDT)". */
export function localZoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = new Intl.DateTimeFormat('en-AU', { timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}
