import { STATEMENT_TIME_ZONE } from '@curo/core/statements';
import { formatCalendarDate, localDate } from '../../../lib/date-time';

/** A calendar month as the address holds it: `2026-03`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `months` before `month` (negative: after). */
export function monthBefore(month: string, months = 1): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `now` falls in, in Sydney, where statements keep their calendar. */
export const currentMonth = (now: Date) => localDate(now, STATEMENT_TIME_ZONE).slice(0, 7);

/** The first and last days of a month (YYYY-MM-DD), as a statement's period. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** "March 2026". */
export const monthName = (month: string) =>
  formatCalendarDate(`${month}-01`, { weekday: undefined, day: undefined });

/** The months a statement may be chosen for: this one (so far) and the 23 before it, newest first. */
export function monthChoices(now: Date): { value: string; label: string }[] {
  const current = currentMonth(now);
  return Array.from({ length: 24 }, (_, i) => {
    const value = monthBefore(current, i);
    return { value, label: i === 0 ? `${monthName(value)} (so far)` : monthName(value) };
  });
}
