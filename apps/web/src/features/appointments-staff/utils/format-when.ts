import { formatShortDate, formatTime, viewerTimeZone } from '../../../lib/date-time';

const years = new Map<string, Intl.DateTimeFormat>();
const yearOf = (iso: string, zone: string) => {
  let f = years.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { timeZone: zone, year: 'numeric' });
    years.set(zone, f);
  }
  return f.format(new Date(iso));
};

/**
 * "Mon 24 Nov, 9:00 am AEDT" in the viewer's zone, with the year when it is not this year's
 * ("Fri 12 Dec 2025, …"), since the sheet reaches back further than one year.
 */
export function formatWhen(iso: string, zone: string = viewerTimeZone(), now: Date = new Date()): string {
  const year = yearOf(iso, zone);
  const date = formatShortDate(iso, zone);
  return `${year === yearOf(now.toISOString(), zone) ? date : `${date} ${year}`}, ${formatTime(iso, zone)}`;
}

/** "Mon 24 Nov 2026" in the viewer's zone: when a consult without a time was asked for. */
export const formatDate = (iso: string, zone: string = viewerTimeZone()) =>
  `${formatShortDate(iso, zone)} ${yearOf(iso, zone)}`;
