import { formatDateTime, formatTime, localDate } from '../../../lib/date-time';

/** "9:05 am AEDT" today, "Thu 19 Nov, 9:05 am AEDT" on another day, in the viewer's zone. */
export function shortWhen(iso: string, zone: string): string {
  return localDate(iso, zone) === localDate(new Date(), zone)
    ? formatTime(iso, zone)
    : formatDateTime(iso, zone);
}
