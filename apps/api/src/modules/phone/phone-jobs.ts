import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { TwilioSettings } from '../../platform/mail/mail-transport';
import type { FileStorage } from '../../platform/storage/file-storage';
import { fetchVoicemails } from './fetch-voicemails';

/** Every minute (and at start): voicemails recorded but not yet fetched are fetched from Twilio. */
export const fetchVoicemailsJob = defineJob<Record<string, never>>('phone-voicemails-fetch', 'stately');

export function registerPhoneJobs(
  jobs: Jobs,
  deps: { db: Db; storage: FileStorage; twilio: TwilioSettings | null; log: FastifyBaseLogger },
) {
  jobs.work(
    fetchVoicemailsJob,
    async () => {
      const { stored, failed } = await fetchVoicemails(deps);
      if (stored > 0 || failed > 0) deps.log.info({ stored, failed }, 'voicemails fetched from Twilio');
    },
    { cron: '* * * * *', atStart: true },
  );
}
