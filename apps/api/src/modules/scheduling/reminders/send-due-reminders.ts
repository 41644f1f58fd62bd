import { normaliseAuMobile } from '@curo/core/auth';
import { consultPath } from '@curo/core/routes';
import { DEFAULT_NOTIFICATION_SETTINGS, type TNotificationSettings } from '@curo/core/users';
import type { Db } from '../../../db/client';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import { findAppointment } from '../appointments.repository';
import { doctorName, formatLocalTime } from '../notifications/calendar-invite';
import { addressees, dueReminderIds, lockReminder, settleReminderIfPending } from './reminders.repository';
import { REMINDING_STATUSES } from './sync-reminders';

const BATCH = 100;

function reminderChoices(settings: unknown): TNotificationSettings['appointmentReminders'] {
  const given = (settings as Partial<TNotificationSettings> | null)?.appointmentReminders;
  return { ...DEFAULT_NOTIFICATION_SETTINGS.appointmentReminders, ...given };
}

/**
 * Sends one due reminder, at most once: the row turns `sent` with a conditional update (still
 * pending) in the same transaction that queues its email and text, so two workers, two server
 * instances or a retry after a crash cannot send it twice. A reminder whose consult is no longer
 * on, or already under way, is settled as skipped. Answers whether it queued anything.
 */
export async function sendReminder(
  db: Db,
  mail: MailDelivery,
  id: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the row: a concurrent sender waits here, then finds it settled.
    const reminder = await lockReminder(tx, id);
    if (reminder?.status !== 'pending') return false;
    const row = await findAppointment(tx, reminder.appointmentId);
    const startsAt = row?.startsAt ?? null;
    const stillOn =
      row !== undefined && REMINDING_STATUSES.includes(row.status) && startsAt !== null && startsAt > now;
    const settled = await settleReminderIfPending(tx, id, stillOn ? 'sent' : 'skipped');
    if (!settled || !row || !stillOn || !startsAt) return false;

    const people = await addressees(
      tx,
      [settled.userId, row.doctorId].filter((p): p is string => Boolean(p)),
    );
    const reader = people.get(settled.userId);
    if (!reader) return false;
    const doctor = row.doctorId ? people.get(row.doctorId) : undefined;
    const when = formatLocalTime(startsAt, reader.timeZone);
    // The consult's own page: its time, and the call to join from it.
    const link = `${mail.publicUrl}${consultPath(row.id)}`;
    const channels = Array.isArray(settled.channels) ? (settled.channels as string[]) : ['email'];
    // The automatic reminders follow the person's choices; one they asked for themselves is sent.
    const choices =
      settled.kind === 'custom' ? { email: true, sms: true } : reminderChoices(reader.notificationSettings);
    let queued = false;
    if (channels.includes('email') && choices.email) {
      await mail.queueEmail(tx, {
        toAddress: reader.email,
        subject: `Reminder: your consult on ${when}`,
        textBody: [
          `Hello ${reader.firstName},`,
          '',
          `A reminder of your consult with ${doctorName(doctor)} at ${when}.`,
          '',
          `Join from ${link} a few minutes before the start. If you cannot make it, please cancel there so someone else can have the time.`,
          '',
          'In an emergency call 000.',
          '',
          'Curo',
        ].join('\n'),
      });
      queued = true;
    }
    const mobile = reader.phone ? normaliseAuMobile(reader.phone) : null;
    if (channels.includes('sms') && choices.sms && mobile) {
      await mail.queueSms(tx, {
        toAddress: mobile,
        textBody: `Curo: reminder of your consult with ${doctorName(doctor)} at ${when}. Join from ${link}`,
      });
      queued = true;
    }
    return queued;
  });
}

/**
 * Sends every reminder that has fallen due, including those that fell due while no server was
 * running; answers how many were sent. Run by the `reminders-send` job every minute and at start.
 * One reminder that cannot be sent is reported and left pending; the others still go.
 */
export async function sendDueReminders(
  db: Db,
  mail: MailDelivery,
  onError: (error: unknown, reminderId: string) => void,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  const failed = new Set<string>();
  for (let pass = 0; pass < 50; pass++) {
    const ids = (await dueReminderIds(db, BATCH + failed.size)).filter((id) => !failed.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        if (await sendReminder(db, mail, id, now)) sent++;
      } catch (error) {
        failed.add(id);
        onError(error, id);
      }
    }
    if (ids.length < BATCH) break;
  }
  if (sent > 0) void mail.kick();
  return sent;
}
