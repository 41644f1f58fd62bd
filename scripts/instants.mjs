// Instants at which the suite must hold, for running it under Debian's faketime. faketime is
// given an offset from now ("+N" seconds), not an absolute time: an absolute time would restart
// the clock at the same instant in every process (the server, the database, each browser),
// while an offset keeps them all on one moving clock.
import { spawnSync } from 'node:child_process';

const SYDNEY = 'Australia/Sydney';

/** Offset of `zone` from UTC at `instant`, in milliseconds. */
function offsetOf(zone, instant) {
  const name = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** The instant at wall-clock `y-m-d h:min` in `zone` (the earlier one when the hour repeats). */
function wallTime(zone, y, m, d, h, min) {
  const wall = Date.UTC(y, m - 1, d, h, min);
  const guess = wall - offsetOf(zone, wall);
  return guess - (offsetOf(zone, guess) - offsetOf(zone, wall));
}

/** The next time after `now` that `zone`'s clock reads `hh:mm` on ISO weekday `weekday` (1 = Monday). */
function next(zone, weekday, h, min, now = Date.now()) {
  for (let i = 0; i < 8; i++) {
    const day = new Date(now + i * 86_400_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
      })
        .formatToParts(day)
        .map((p) => [p.type, p.value]),
    );
    const iso = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
    if (iso !== weekday) continue;
    const at = wallTime(zone, Number(parts.year), Number(parts.month), Number(parts.day), h, min);
    if (at > now) return at;
  }
  throw new Error('no such weekday');
}

/** Named instants (README, testing section), each chosen because a clock-bound test breaks there. */
export const INSTANTS = {
  /** Sunday evening in Sydney: nobody is rostered, and the week has turned in UTC already. */
  'sunday-evening': () => next(SYDNEY, 7, 21, 45),
  /** Five to midnight on a Tuesday in Sydney: the date differs in UTC (it is still Tuesday morning there). */
  'tuesday-late': () => next(SYDNEY, 2, 23, 55),
  /** 01:50 on Sunday 4 October 2026 in Sydney: ten minutes later clocks jump from 02:00 to 03:00. */
  'dst-forward': () => Date.parse('2026-10-03T15:50:00Z'),
  /** 02:50 on Sunday 5 April 2026 in Sydney: ten minutes later 02:00–03:00 happens a second time. */
  'dst-back': () => Date.parse('2026-04-04T15:50:00Z'),
  /** Ten to midnight on New Year's Eve in Perth (the year turns during the run). */
  'perth-new-year': () => Date.parse('2026-12-31T15:50:00Z'),
};

/** `name` (a key of INSTANTS) or an ISO instant with its offset, as milliseconds since the epoch. */
export function resolveInstant(name) {
  if (INSTANTS[name]) return INSTANTS[name]();
  const at = Date.parse(name);
  if (Number.isNaN(at) || !/(Z|[+-]\d{2}:?\d{2})$/.test(name))
    throw new Error(
      `Unknown instant "${name}": give one of ${Object.keys(INSTANTS).join(', ')} or an ISO time with its offset (2026-10-04T01:30+10:00)`,
    );
  return at;
}

/** The faketime option that moves a command's clock to `at`, as an offset from now. */
export function faketimeOffset(at) {
  const seconds = Math.round((at - Date.now()) / 1000);
  return `${seconds >= 0 ? '+' : ''}${seconds}s`;
}

export function hasFaketime() {
  return spawnSync('faketime', ['-f', '+0s', 'true']).status === 0;
}

/** How `at` reads on Sydney's clock and in UTC, for the log. */
export function describeInstant(at) {
  const sydney = new Intl.DateTimeFormat('en-AU', {
    timeZone: SYDNEY,
    dateStyle: 'full',
    timeStyle: 'long',
  }).format(new Date(at));
  return `${sydney} (${new Date(at).toISOString()})`;
}
