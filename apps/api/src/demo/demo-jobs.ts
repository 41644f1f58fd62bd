import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { defineJob, type Jobs } from '../platform/jobs/jobs';
import { rollDemoRoster } from './on-demand-demo';

/** Every hour (and at start): the demo roster stays 60 days ahead, however long ago it was seeded. */
export const rollDemoRosterJob = defineJob<Record<string, never>>('demo-roster-roll', 'stately');

/** The demo's own upkeep, for instances that seed demo data (never production's default). */
export function registerDemoJobs(jobs: Jobs, { db, log }: { db: Db; log: FastifyBaseLogger }) {
  jobs.work(
    rollDemoRosterJob,
    async () => {
      const added = await db.transaction((tx) => rollDemoRoster(tx));
      if (added > 0) log.info({ added }, 'demo roster rolled forward');
    },
    { cron: '7 * * * *', atStart: true },
  );
}
