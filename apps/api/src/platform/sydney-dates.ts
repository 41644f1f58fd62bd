/**
 * Dates and times in Sydney, the clinic's own zone: its working day, the instants a range of its
 * dates covers, and how an export writes an instant.
 */

/** Today's date in Sydney (YYYY-MM-DD): the clinic's working day, and an export's file name. */
export const sydneyToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);

const hourInSydney = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Midnight at the start of a Sydney date (YYYY-MM-DD), as an instant: Sydney is at +10 or +11. */
export function sydneyMidnight(date: string): Date {
  for (const offset of ['+11:00', '+10:00']) {
    const candidate = new Date(`${date}T00:00:00${offset}`);
    if (hourInSydney.format(candidate) === '00') return candidate;
  }
  return new Date(`${date}T00:00:00+10:00`);
}

/** The day after a date (YYYY-MM-DD), by the calendar. */
export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Sydney dates as the instants they cover: from the first's midnight (inclusive) to the midnight
 * after the last (exclusive), so "1 to 30 April" takes in the whole of 30 April in Sydney whatever
 * its offset that day.
 */
export function sydneyRange({ from, to }: { from?: string; to?: string }): { from?: Date; before?: Date } {
  return {
    ...(from ? { from: sydneyMidnight(from) } : {}),
    ...(to ? { before: sydneyMidnight(nextDate(to)) } : {}),
  };
}

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** An instant as a Sydney wall-clock time with its zone name ("01/04/2026, 00:00:00 AEDT"). */
export const inSydney = (at: Date) => sydneyTime.format(at);
