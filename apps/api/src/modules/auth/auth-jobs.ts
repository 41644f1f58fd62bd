import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import { deleteThrottleEventsBefore } from './sign-in-throttle.repository';

/** No throttle looks back further than an hour; a day keeps the recent past for support. */
const THROTTLE_KEEP_HOURS = 24;

/** Removes sign-in attempts older than any throttle needs; answers how many went. */
export const sweepSignInThrottle = (db: Db, now = new Date()) =>
  deleteThrottleEventsBefore(db, new Date(now.getTime() - THROTTLE_KEEP_HOURS * 3_600_000));

export const sweepSignInThrottleJob = defineJob<Record<string, never>>('auth-sweep-throttle', 'stately');

/** Sign-in's durable jobs: every hour (and at start), old throttle rows are removed. */
export function registerAuthJobs(jobs: Pick<Jobs, 'work'>, { db, log }: { db: Db; log: FastifyBaseLogger }) {
  jobs.work(
    sweepSignInThrottleJob,
    async () => {
      const removed = await sweepSignInThrottle(db);
      if (removed > 0) log.info({ removed }, 'old sign-in throttle rows removed');
    },
    { cron: '17 * * * *', atStart: true },
  );
}
