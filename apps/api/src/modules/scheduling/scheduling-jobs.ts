import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { expireHolds } from './expire-holds';
import { sendDueReminders } from './reminders/send-due-reminders';
import { offerOnLapsedOffers } from './waitlist/offers';

/** Every minute (and at start): reminders that have fallen due go out, once each. */
export const sendRemindersJob = defineJob<Record<string, never>>('reminders-send', 'stately');
/** Every minute (and at start): holds that ran out free their slots, even if nobody asks. */
export const expireHoldsJob = defineJob<Record<string, never>>('holds-expire', 'stately');

/** Every minute (and at start): waitlist offers nobody took in 10 minutes go on to the next in line. */
export const waitlistOffersJob = defineJob<Record<string, never>>('waitlist-offers', 'stately');

const EVERY_MINUTE = '* * * * *';

/** The scheduling module's durable jobs: declared while the app is built, run once it is ready. */
export function registerSchedulingJobs(
  jobs: Jobs,
  { db, mail, hub, log }: { db: Db; mail: MailDelivery; hub: RealtimeHub; log: FastifyBaseLogger },
) {
  jobs.work(
    sendRemindersJob,
    async () => {
      const sent = await sendDueReminders(db, mail, (err, reminderId) =>
        log.error({ err, reminderId }, 'reminder could not be sent; it stays pending'),
      );
      if (sent > 0) log.info({ sent }, 'reminders sent');
    },
    { cron: EVERY_MINUTE, atStart: true },
  );
  jobs.work(
    expireHoldsJob,
    async () => {
      const expired = await expireHolds(db, { hub, mail });
      if (expired > 0) log.info({ expired }, 'lapsed holds released');
    },
    { cron: EVERY_MINUTE, atStart: true },
  );
  jobs.work(
    waitlistOffersJob,
    async () => {
      const moved = await offerOnLapsedOffers(db, { hub, mail });
      if (moved > 0) log.info({ moved }, 'waitlist offers moved on');
    },
    { cron: EVERY_MINUTE, atStart: true },
  );
}
