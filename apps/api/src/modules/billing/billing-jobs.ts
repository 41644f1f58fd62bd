import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import { type SettleOptions, settleConsultPayments } from './settle-payments';

/** Every 5 minutes (and at start): payments whose consult has moved on are settled, even if nobody asks. */
export const settlePaymentsJob = defineJob<Record<string, never>>('payments-settle', 'stately');

/** The billing module's durable jobs: declared while the app is built, run once it is ready. */
export function registerBillingJobs(
  jobs: Jobs,
  { log, ...settle }: Omit<SettleOptions, 'appointmentId' | 'now'> & { log: FastifyBaseLogger },
) {
  if (!settle.gateway) return;
  jobs.work(
    settlePaymentsJob,
    async () => {
      const moved = await settleConsultPayments(settle);
      if (moved > 0) log.info({ moved }, 'payments settled');
    },
    { cron: '*/5 * * * *', atStart: true },
  );
}
