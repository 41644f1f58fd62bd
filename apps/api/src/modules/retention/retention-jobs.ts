import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import { deidentifyClosedAccounts } from './deidentify-closed-accounts';

/** Nightly, after the backup (16:30 UTC): closed accounts past their retention period are de-identified. */
export const deidentifyClosedAccountsJob = defineJob<Record<string, never>>(
  'retention-deidentify',
  'stately',
);

/** 17:30 UTC: 03:30 or 04:30 in Sydney, after the nightly backup and before the clinic opens. */
export const RETENTION_CRON = '30 17 * * *';

/** The retention job: declared while the app is built, run once a night. Logs counts only, never who. */
export function registerRetentionJobs(
  jobs: Pick<Jobs, 'work'>,
  {
    db,
    storage,
    log,
    clock = () => new Date(),
  }: { db: Db; storage: FileStorage; log: FastifyBaseLogger; clock?: () => Date },
) {
  jobs.work(
    deidentifyClosedAccountsJob,
    async () => {
      const { checked, deidentified } = await deidentifyClosedAccounts({ db, storage, now: clock() });
      log.info({ checked, deidentified }, 'retention: closed accounts past their period de-identified');
    },
    { cron: RETENTION_CRON },
  );
}
