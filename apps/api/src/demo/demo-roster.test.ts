import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { doctorsOnShift } from '../modules/scheduling/on-demand/on-demand.repository';
import { rollDemoRoster } from './on-demand-demo';
import { seedDemoData } from './seed';

const DAY = 86_400_000;
/** The demo is first started on Monday 2 March 2026, 11:00 in Sydney. */
const SEEDED = new Date('2026-03-02T00:00:00Z');
/** More than a year later: Wednesday 7 April 2027, 10:30 in Sydney (AEST), the demo still running. */
const A_YEAR_ON = new Date('2027-04-07T00:30:00Z');
/** That Saturday at 10:30 in Sydney. */
const SATURDAY = new Date('2027-04-10T00:30:00Z');

const names = async (db: Database['db'], kind: 'instant' | 'emergency', at: Date) =>
  (await doctorsOnShift(db, kind, at)).map((d) => `${d.firstName} ${d.lastName}`);
const demoShifts = async (db: Database['db']) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from shifts where note = 'Demo roster'`,
      )
    )[0]?.n,
  );

describe('the demo roster', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, { now: SEEDED });
  });
  afterAll(() => database.close());

  it('starts with the instant doctor on the queue around the clock and the demo doctor on call on weekdays', async () => {
    const db = database.db;
    const monday11am = SEEDED;
    expect(await names(db, 'instant', monday11am)).toHaveLength(1);
    expect(await names(db, 'emergency', monday11am)).toHaveLength(1);
    // Saturday 7 March, 11:00 in Sydney: the queue is staffed, nobody is on emergency call.
    const saturday = new Date(SEEDED.getTime() + 5 * DAY);
    expect(await names(db, 'instant', saturday)).toHaveLength(1);
    expect(await names(db, 'emergency', saturday)).toEqual([]);
    // Sydney's clocks go back on Sunday 5 April 2026: 02:30 happens twice, and the queue is staffed both times.
    for (const at of ['2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z'])
      expect(await names(db, 'instant', new Date(at)), at).toHaveLength(1);
  });

  it('covers the queue without a gap, in shifts of at most 24 hours, across the day clocks go back', async () => {
    const rows = await queryRows<{ starts_at: string | Date; ends_at: string | Date }>(
      database.db,
      sql`select starts_at, ends_at from shifts where note = 'Demo roster' and kind = 'instant' order by starts_at`,
    );
    expect(rows.length).toBe(120);
    const ms = (v: string | Date) => new Date(v).getTime();
    for (let i = 1; i < rows.length; i++)
      expect(ms(rows[i]?.starts_at as string), `shift ${i}`).toBe(ms(rows[i - 1]?.ends_at as string));
    for (const r of rows) expect(ms(r.ends_at) - ms(r.starts_at)).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('rolls forward, so a demo started a year ago still has a doctor on call and on the queue today', async () => {
    const db = database.db;
    expect(await names(db, 'emergency', A_YEAR_ON)).toEqual([]);
    expect(await names(db, 'instant', A_YEAR_ON)).toEqual([]);

    const added = await db.transaction((tx) => rollDemoRoster(tx, A_YEAR_ON));
    expect(added).toBeGreaterThan(0);
    expect(await names(db, 'emergency', A_YEAR_ON)).toHaveLength(1);
    expect(await names(db, 'instant', A_YEAR_ON)).toHaveLength(1);
    expect(await names(db, 'emergency', SATURDAY)).toEqual([]);
    // Sixty days ahead of then, still rostered.
    expect(await names(db, 'instant', new Date(A_YEAR_ON.getTime() + 59 * DAY))).toHaveLength(1);
  });

  it('adds nothing when rolled again, and leaves a shift an admin removed removed', async () => {
    const db = database.db;
    const before = await demoShifts(db);
    expect(await db.transaction((tx) => rollDemoRoster(tx, A_YEAR_ON))).toBe(0);
    expect(await demoShifts(db)).toBe(before);

    await db.execute(
      sql`delete from shifts where note = 'Demo roster' and kind = 'emergency' and starts_at <= ${A_YEAR_ON.toISOString()}::timestamptz and ends_at > ${A_YEAR_ON.toISOString()}::timestamptz`,
    );
    expect(await db.transaction((tx) => rollDemoRoster(tx, new Date(A_YEAR_ON.getTime() + 3_600_000)))).toBe(
      0,
    );
    expect(await names(db, 'emergency', A_YEAR_ON)).toEqual([]);
  });
});
