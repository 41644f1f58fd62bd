import { z } from 'zod';

/** How far ahead of a consult a custom reminder may be set: 5 minutes to a week. */
export const REMINDER_MINUTES_MIN = 5;
export const REMINDER_MINUTES_MAX = 7 * 24 * 60;
/** The automatic reminders every scheduled consult gets, in minutes before it starts. */
export const AUTO_REMINDERS = { auto24h: 24 * 60, auto1h: 60 } as const;

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export const REMINDER_KINDS = ['auto24h', 'auto1h', 'custom'] as const;
export const REMINDER_STATUSES = ['pending', 'sent', 'cancelled', 'skipped'] as const;

export const reminderMessages = {
  when: 'Give either minutesBefore or remindAt',
  minutes: `Choose between ${REMINDER_MINUTES_MIN} minutes and 7 days before the consult`,
  channels: 'Choose email, SMS or both',
  passed: 'That time has already passed',
  afterStart: 'A reminder must come before the consult starts',
  noMobile: 'Add an Australian mobile number to the patient’s profile to send text reminders',
  notScheduled: 'Reminders can only be set for a consult with a booked time',
} as const;

/** `POST /reminders/createReminder`. */
export const ZCreateReminderRequest = z
  .object({
    appointmentId: z.uuid({ error: 'Choose the consult' }),
    minutesBefore: z
      .number({ error: reminderMessages.minutes })
      .int({ error: reminderMessages.minutes })
      .min(REMINDER_MINUTES_MIN, { error: reminderMessages.minutes })
      .max(REMINDER_MINUTES_MAX, { error: reminderMessages.minutes })
      .optional(),
    remindAt: z.iso.datetime({ offset: true, error: 'remindAt must be an ISO-8601 date-time' }).optional(),
    channels: z
      .array(z.enum(REMINDER_CHANNELS, { error: reminderMessages.channels }), {
        error: reminderMessages.channels,
      })
      .min(1, { error: reminderMessages.channels })
      .max(2, { error: reminderMessages.channels })
      .refine((c) => new Set(c).size === c.length, { error: reminderMessages.channels })
      .default(['email']),
  })
  .refine((v) => (v.minutesBefore === undefined) !== (v.remindAt === undefined), {
    error: reminderMessages.when,
  });
export type TCreateReminderRequest = z.infer<typeof ZCreateReminderRequest>;

export const ZReminder = z.object({
  id: z.string(),
  appointmentId: z.string(),
  /** Who is reminded: the consult's patient. */
  userId: z.string(),
  kind: z.enum(REMINDER_KINDS),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  remindAt: z.string(),
  /** Minutes between the reminder and the consult's start, as it stands now. */
  minutesBefore: z.number().int().nullable(),
  status: z.enum(REMINDER_STATUSES),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TReminder = z.infer<typeof ZReminder>;

export const ZReminderList = z.object({ items: z.array(ZReminder) });
export type TReminderList = z.infer<typeof ZReminderList>;

export const ZReminderListQuery = z.object({ appointmentId: z.uuid().optional() });
