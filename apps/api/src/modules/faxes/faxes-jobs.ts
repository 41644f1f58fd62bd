import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import { purgeDeletedFaxes } from './purge-deleted-faxes';

/** Daily at 03:30 UTC (and at start): faxes deleted more than 30 days ago are purged with their PDFs. */
export const purgeFaxesJob = defineJob<Record<string, never>>('faxes-purge', 'stately');

export function registerFaxJobs(jobs: Jobs, deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  jobs.work(
    purgeFaxesJob,
    async () => {
      const purged = await purgeDeletedFaxes({ db: deps.db, storage: deps.storage });
      if (purged > 0) deps.log.info({ purged }, 'deleted faxes purged');
    },
    { cron: '30 3 * * *', atStart: true },
  );
}
