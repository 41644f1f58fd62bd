/**
 * A moment as Australians read it, with its zone: "21 Nov 2026, 2:30 pm AEDT".
 *
 * The zone defaults to the device's own, since a session's times are read by the person who
 * owns it; naming the zone keeps them unambiguous for someone travelling.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'Unknown';
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Built from parts so the result does not depend on each runtime's punctuation.
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part(
    'dayPeriod',
  ).toLowerCase()} ${part('timeZoneName')}`;
}
