import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import { sweepExpiredFiles } from './sweep-temp-files';

/** Every 15 minutes (and at start): temp files past their 24 hours are removed. */
export const sweepTempFilesJob = defineJob<Record<string, never>>('files-sweep-temp', 'stately');

/** The file store's durable jobs: declared while the app is built, run once it is ready. */
export function registerFilesJobs(
  jobs: Pick<Jobs, 'work'>,
  { db, storage, log }: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
) {
  jobs.work(
    sweepTempFilesJob,
    async () => {
      const removed = await sweepExpiredFiles({ db, storage });
      if (removed > 0) log.info({ removed }, 'expired temp files removed');
    },
    { cron: '*/15 * * * *', atStart: true },
  );
}
