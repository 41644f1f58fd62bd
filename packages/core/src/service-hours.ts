/**
 * Curo's service hours: when the instant queue runs and doctors phone patients back. They are
 * kept in Sydney time, as the site advertises them ("8 am – 10 pm AEST/AEDT, every day"), so a
 * patient in Perth or Brisbane sees the same hours restated in their own zone.
 */
export const SERVICE_TIME_ZONE = 'Australia/Sydney';
/** Minutes after midnight, Sydney time. */
export const SERVICE_OPENS_MINUTES = 8 * 60;
export const SERVICE_CLOSES_MINUTES = 22 * 60;
/** How the hours read in a sentence. */
export const SERVICE_HOURS_TEXT = '8 am – 10 pm Sydney time';

/** A suggested callback window starts at least this long from now, so a doctor can plan for it. */
export const CALLBACK_NOTICE_MINUTES = 30;
/** The length of a suggested callback window. */
export const CALLBACK_DEFAULT_WINDOW_MINUTES = 60;
/** The shortest window a patient may give (the form and the API agree). */
export const CALLBACK_SHORTEST_WINDOW_MINUTES = 30;

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;

const wallClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Sydney calendar day (YYYY-MM-DD) and minutes after midnight of an instant. */
export function sydneyWallClock(instant: number): { date: string; minutes: number } {
  const parts = wallClock.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** A wall-clock reading as if it were UTC, to compare readings by subtraction. */
function readingAsUtc(date: string, minutes: number): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d, 0, minutes);
}

/** The instant a Sydney wall-clock time falls on (daylight saving changes at 2–3 am, outside service hours). */
export function sydneyInstant(date: string, minutes: number): number {
  const wanted = readingAsUtc(date, minutes);
  // Sydney is 10 or 11 hours ahead of UTC: guess, then correct by what the guess reads as.
  let instant = wanted - 10 * 60 * MINUTE;
  for (let i = 0; i < 2; i++) {
    const seen = sydneyWallClock(instant);
    instant += wanted - readingAsUtc(seen.date, seen.minutes);
  }
  return instant;
}

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** When service opens and closes on the Sydney day an instant falls on. */
export function serviceDay(instant: number): { opens: number; closes: number } {
  const { date } = sydneyWallClock(instant);
  return {
    opens: sydneyInstant(date, SERVICE_OPENS_MINUTES),
    closes: sydneyInstant(date, SERVICE_CLOSES_MINUTES),
  };
}

/** Whether a window lies wholly within one day's service hours. */
export function withinServiceHours(from: number, to: number): boolean {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return false;
  const { opens, closes } = serviceDay(from);
  return from >= opens && to <= closes && from < to;
}

/**
 * The callback window a form suggests: the next half hour at least CALLBACK_NOTICE_MINUTES from
 * now, an hour long or up to closing time; when less than the shortest window is left today (or
 * service has not opened), the first hour of the next opening.
 */
export function nextCallbackWindow(now: number): { from: number; to: number } {
  let from = Math.ceil((now + CALLBACK_NOTICE_MINUTES * MINUTE) / HALF_HOUR) * HALF_HOUR;
  let { opens, closes } = serviceDay(from);
  if (from < opens) from = opens;
  else if (from + CALLBACK_SHORTEST_WINDOW_MINUTES * MINUTE > closes) {
    const tomorrow = nextDate(sydneyWallClock(from).date);
    from = sydneyInstant(tomorrow, SERVICE_OPENS_MINUTES);
    closes = sydneyInstant(tomorrow, SERVICE_CLOSES_MINUTES);
  }
  return { from, to: Math.min(from + CALLBACK_DEFAULT_WINDOW_MINUTES * MINUTE, closes) };
}
