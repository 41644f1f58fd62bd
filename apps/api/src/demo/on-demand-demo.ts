import type { Executor } from '../db/client';
import {
  instantToWall,
  isoWeekday,
  startOfDay,
  wallToInstant,
} from '../modules/scheduling/engine/zoned-time';
import { findUserByEmail } from '../modules/users/users.repository';
import { insertShifts, lastShiftEnds, lockDemoRoster, type NewShift } from './demo.repository';
import { demoEmail } from './demo-accounts';

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far ahead the demo roster runs from the day the demo data is seeded. */
const DAYS = 60;
/** Marks the shifts the demo roster made, so rolling it forward finds where it ends. */
const DEMO_NOTE = 'Demo roster';

const at = (dayWall: number, hours: number) => new Date(wallToInstant(ZONE, dayWall + hours * HOUR_MS));

/** The demo roster's shifts for the `DAYS` days from the Sydney day of `now`. */
function rosterRows(instantId: string | undefined, doctorId: string | undefined, now: Date): NewShift[] {
  const today = startOfDay(instantToWall(ZONE, now.getTime()));
  const rows: NewShift[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = today + d * DAY_MS;
    if (instantId) {
      rows.push(
        { kind: 'instant', doctorId: instantId, startsAt: at(day, 0), endsAt: at(day, 12), note: DEMO_NOTE },
        { kind: 'instant', doctorId: instantId, startsAt: at(day, 12), endsAt: at(day, 24), note: DEMO_NOTE },
      );
    }
    if (doctorId && isoWeekday(day) <= 5)
      rows.push({
        kind: 'emergency',
        doctorId,
        startsAt: at(day, 9),
        endsAt: at(day, 17),
        note: DEMO_NOTE,
      });
  }
  return rows;
}

/**
 * The demo roster, in Sydney time, always running `DAYS` days ahead of `now`: the demo instant
 * doctor takes the queue around the clock (each day as 00:00–12:00 and 12:00–24:00, so no shift
 * passes the 24-hour limit on the day daylight saving ends), and the demo doctor is on call for
 * emergencies on weekdays, 09:00–17:00.
 *
 * The first call (the seed) lays out the whole roster; later calls (an hourly job while the demo
 * runs, and every start) add only what lies after each doctor's last demo shift, so a demo started
 * long ago still has someone on call today, and a shift an admin removed is not put back.
 */
export async function rollDemoRoster(tx: Executor, now = new Date()): Promise<number> {
  // One roll at a time across instances: two at once would both see the same last shift.
  await lockDemoRoster(tx);
  const instant = await findUserByEmail(tx, demoEmail('instantDoctor'));
  const doctor = await findUserByEmail(tx, demoEmail('doctor'));
  const last = await lastShiftEnds(tx, DEMO_NOTE);
  const lastEnd = (doctorId: string, kind: string) =>
    last.find((r) => r.doctorId === doctorId && r.kind === kind)?.endsAt?.getTime() ?? -Infinity;
  const rows = rosterRows(instant?.id, doctor?.id, now).filter(
    (r) => (r.startsAt as Date).getTime() >= lastEnd(r.doctorId, r.kind),
  );
  await insertShifts(tx, rows);
  return rows.length;
}
