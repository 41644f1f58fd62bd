import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { sendUnreadNotices } from './send-unread-notices';

/** Every minute (and at start): readers with a message unread for 10 minutes get one email. */
export const sendUnreadNoticesJob = defineJob<Record<string, never>>('chat-unread-notices', 'stately');

/** The consult chat's durable jobs: declared while the app is built, run once it is ready. */
export function registerConsultChatJobs(
  jobs: Jobs,
  { db, mail, log }: { db: Db; mail: MailDelivery; log: FastifyBaseLogger },
) {
  jobs.work(
    sendUnreadNoticesJob,
    async () => {
      const sent = await sendUnreadNotices(db, mail, (err, candidate) =>
        log.error(
          { err, appointmentId: candidate.appointmentId },
          'unread-message email not sent; retried later',
        ),
      );
      if (sent > 0) log.info({ sent }, 'unread-message emails queued');
    },
    { cron: '* * * * *', atStart: true },
  );
}
