import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { announceAppointmentChange, recordAppointmentChange } from './appointment-effects';
import { type AppointmentRow, expireLapsedHolds } from './appointments.repository';
import { sendDueReminders } from './reminders/send-due-reminders';

/** Every minute (and at start): reminders that have fallen due go out, once each. */
export const sendRemindersJob = defineJob<Record<string, never>>('reminders-send', 'stately');
/** Every minute (and at start): holds that ran out free their slots, even if nobody asks. */
export const expireHoldsJob = defineJob<Record<string, never>>('holds-expire', 'stately');

const EVERY_MINUTE = '* * * * *';

/**
 * Lapsed holds become `expired`, each through the one place that records a change (history, no
 * email: the patient was still choosing), and everyone watching hears of it live.
 */
export async function expireHolds(
  db: Db,
  effects: { hub?: RealtimeHub; mail?: MailDelivery },
): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const rows: AppointmentRow[] = await expireLapsedHolds(tx);
    for (const row of rows)
      await recordAppointmentChange(
        tx,
        { row, action: 'expireHold', fromStatus: 'held', principal: null },
        effects,
      );
    return rows;
  });
  for (const row of expired) await announceAppointmentChange(effects, row, 'expireHold');
  return expired.length;
}

/** The scheduling module's durable jobs: declared while the app is built, run once it is ready. */
export function registerSchedulingJobs(
  jobs: Jobs,
  { db, mail, hub, log }: { db: Db; mail: MailDelivery; hub?: RealtimeHub; log: FastifyBaseLogger },
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
}
