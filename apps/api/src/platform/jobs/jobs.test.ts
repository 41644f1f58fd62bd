import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { defineJob, Jobs } from './jobs';

const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const sweep = defineJob<object>('test-sweep', 'stately');

/**
 * Found by the chaos run (decision 0062): a sweep running when its server was killed stayed
 * "active" in pg-boss, and as a sweep's queue runs one at a time, nothing swept (reminders, holds,
 * payments) until pg-boss gave it up 15 minutes later.
 */
describe('a sweep left running by a killed server', () => {
  let database: Database;
  const running: Jobs[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const jobs of running) await jobs.stop(0);
    await database.close();
  });
  const jobsOn = (soleInstance: boolean) => {
    const jobs = new Jobs({
      executeSql: database.executeSql,
      log: quiet,
      enabled: true,
      pollIntervalMs: 500,
      soleInstance,
    });
    running.push(jobs);
    return jobs;
  };

  it('does not hold up the sweep when the embedded database’s only server starts again', async () => {
    // The first server's sweep never finishes: the process was killed in the middle of it.
    const killed = jobsOn(true);
    let stuck = 0;
    killed.work(
      sweep,
      () => {
        stuck++;
        return new Promise(() => {});
      },
      { atStart: true },
    );
    await killed.start();
    await expect.poll(() => stuck, { timeout: 20_000 }).toBe(1);

    const restarted = jobsOn(true);
    let swept = 0;
    restarted.work(
      sweep,
      async () => {
        swept++;
      },
      { atStart: true },
    );
    await restarted.start();
    await expect.poll(() => swept, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
  });
});

describe('stopping the jobs', () => {
  it('records a job that finished just as the jobs stopped, before the database may close', async () => {
    const database = await createTestDatabase();
    // pg-boss writes a finished job's state without awaiting it; here that write is slow.
    const executeSql = async (text: string, values?: unknown[]) => {
      if (/'completed'/.test(text)) await new Promise((resolve) => setTimeout(resolve, 300));
      return database.executeSql(text, values);
    };
    const jobs = new Jobs({ executeSql, log: quiet, enabled: true, pollIntervalMs: 500, soleInstance: true });
    const quick = defineJob<object>('test-quick', 'stately');
    let ran = 0;
    jobs.work(
      quick,
      async () => {
        ran++;
      },
      { atStart: true },
    );
    await jobs.start();
    await expect.poll(() => ran, { timeout: 20_000, interval: 10 }).toBe(1);
    await jobs.stop(0);
    const { rows } = await database.executeSql('select state from pgboss.job where name = $1', [quick.name]);
    await database.close();
    // Left "active", it would be run again after its expiry; its write cut off by the close, an
    // unhandled rejection (which ends the server's process).
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
