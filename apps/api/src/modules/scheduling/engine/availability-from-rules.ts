import type { Availability, Break, DateOverride, Weekday } from './types.ts';

/**
 * One stored availability rule, as `@curo/core/scheduling`'s `TAvailabilityRule` has it:
 * `weekly` (a window every `weekday`), `date` (a window on `date`, replacing that weekday's windows),
 * `dayOff` (nothing on `date`), `break` (weekly on `weekday`, or once on `date`).
 */
export interface AvailabilityRuleLike {
  kind: 'weekly' | 'date' | 'dayOff' | 'break';
  weekday?: number | null;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * The engine's `Availability` from stored rule rows. A day off beats any window given for the same
 * date. Rows missing what their kind needs are skipped: the route's schema refuses them on the way in.
 */
export function availabilityFromRules(zone: string, rules: readonly AvailabilityRuleLike[]): Availability {
  const availability: Availability = { zone, weekly: [], overrides: [], breaks: [] };
  const daysOff = new Set(rules.filter((r) => r.kind === 'dayOff' && r.date).map((r) => r.date as string));
  const dated = new Map<string, DateOverride>();
  for (const date of daysOff) dated.set(date, { date, windows: [] });
  const breaks: Break[] = [];
  for (const r of rules) {
    const times = r.startTime && r.endTime ? { start: r.startTime, end: r.endTime } : null;
    if (!times) continue;
    if (r.kind === 'weekly' && isWeekday(r.weekday))
      availability.weekly.push({ weekday: r.weekday, ...times });
    else if (r.kind === 'date' && r.date && !daysOff.has(r.date)) {
      const o = dated.get(r.date) ?? { date: r.date, windows: [] };
      o.windows.push(times);
      dated.set(r.date, o);
    } else if (r.kind === 'break') {
      if (r.date) breaks.push({ date: r.date, ...times });
      else if (isWeekday(r.weekday)) breaks.push({ weekday: r.weekday, ...times });
    }
  }
  availability.overrides = [...dated.values()];
  availability.breaks = breaks;
  return availability;
}

function isWeekday(n: number | null | undefined): n is Weekday {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 7;
}
