import { eq } from 'drizzle-orm';
import {
  instantToWall,
  isoWeekday,
  startOfDay,
  wallToInstant,
} from '../../modules/scheduling/engine/zoned-time';
import type { Executor } from '../client';
import { users } from '../schema/identity';
import { shifts } from '../schema/scheduling';

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far ahead the demo roster runs from the day the demo data is seeded. */
const DAYS = 60;

const at = (dayWall: number, hours: number) => new Date(wallToInstant(ZONE, dayWall + hours * HOUR_MS));

/**
 * The demo roster, in Sydney time, for the next 60 days: the demo instant doctor takes the queue
 * around the clock (each day as 00:00–12:00 and 12:00–24:00, so no shift passes the 24-hour limit
 * on the day daylight saving ends), and the demo doctor is on call for emergencies on weekdays,
 * 09:00–17:00.
 */
export async function insertOnDemandDemo(tx: Executor, now = new Date()): Promise<void> {
  const [instant] = await tx
    .select()
    .from(users)
    .where(eq(users.email, 'instantdoctor@demo.curo.au'))
    .limit(1);
  const [doctor] = await tx.select().from(users).where(eq(users.email, 'doctor@demo.curo.au')).limit(1);
  const today = startOfDay(instantToWall(ZONE, now.getTime()));
  const rows: Array<typeof shifts.$inferInsert> = [];
  for (let d = 0; d < DAYS; d++) {
    const day = today + d * DAY_MS;
    if (instant) {
      rows.push(
        {
          kind: 'instant',
          doctorId: instant.id,
          startsAt: at(day, 0),
          endsAt: at(day, 12),
          note: 'Demo roster',
        },
        {
          kind: 'instant',
          doctorId: instant.id,
          startsAt: at(day, 12),
          endsAt: at(day, 24),
          note: 'Demo roster',
        },
      );
    }
    if (doctor && isoWeekday(day) <= 5)
      rows.push({
        kind: 'emergency',
        doctorId: doctor.id,
        startsAt: at(day, 9),
        endsAt: at(day, 17),
        note: 'Demo roster',
      });
  }
  if (rows.length) await tx.insert(shifts).values(rows);
}
