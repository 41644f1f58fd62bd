import { z } from 'zod';
import { CONSULT_BILLINGS } from './billing';

/**
 * Scheduling: availability, consult settings, slots and appointments (spec §3, §4, §7). Instants
 * travel as ISO-8601 strings in UTC; a doctor's availability is wall-clock time in their zone.
 */

export const APPOINTMENT_TYPES = [
  'scheduled',
  'request',
  'emergency',
  'instant',
  'callback',
  'offline',
] as const;
export const ZAppointmentType = z.enum(APPOINTMENT_TYPES);
export type TAppointmentType = z.infer<typeof ZAppointmentType>;

/** Every state an appointment can be in (docs/scheduling-states.md draws the machine). */
export const APPOINTMENT_STATUSES = [
  'held',
  'requested',
  'offered',
  'queued',
  'scheduled',
  'checked_in',
  'in_progress',
  'waiting_info',
  'ended',
  'completed',
  'cancelled',
  'expired',
] as const;
export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type TAppointmentStatus = z.infer<typeof ZAppointmentStatus>;

/** States that occupy the doctor's time: the exclusion constraint covers exactly these. */
export const SLOT_HOLDING_STATUSES = [
  'held',
  'scheduled',
  'checked_in',
  'in_progress',
  'waiting_info',
] as const;

/** States of a consult that is still open: not yet ended, completed, cancelled or expired. */
export const OPEN_STATUSES = [
  'held',
  'requested',
  'offered',
  'queued',
  'scheduled',
  'checked_in',
  'in_progress',
  'waiting_info',
] as const satisfies readonly TAppointmentStatus[];

/**
 * What a patient (and a document they keep, such as a chat transcript) calls each kind of consult
 * and each state. Staff screens use their own, more exact words.
 */
export const CONSULT_KIND_NAMES: Record<TAppointmentType, string> = {
  scheduled: 'Scheduled consult',
  request: 'Consult request',
  emergency: 'Urgent consult',
  instant: 'Instant consult',
  callback: 'Callback consult',
  offline: 'Offline review',
};

export const CONSULT_STATE_NAMES: Record<TAppointmentStatus, string> = {
  held: 'Being booked',
  requested: 'Requested',
  offered: 'Times offered',
  queued: 'In the queue',
  scheduled: 'Booked',
  checked_in: 'Checked in',
  in_progress: 'In progress',
  waiting_info: 'Waiting for information',
  ended: 'Ended',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Hold ran out',
};

export const CONSULT_DURATIONS = [10, 15, 20, 30, 45, 60, 90] as const;
const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use 24-hour time, HH:mm' });

export const AVAILABILITY_KINDS = ['weekly', 'date', 'dayOff', 'break'] as const;
/**
 * One availability rule. `weekly`: a window every `weekday` (1 = Monday … 7 = Sunday). `date`: a
 * window on one date, replacing that weekday's windows. `dayOff`: no consults that date. `break`:
 * time taken out of the windows, weekly (`weekday`) or on a `date`.
 */
export const ZAvailabilityRuleInput = z
  .object({
    kind: z.enum(AVAILABILITY_KINDS),
    weekday: z.number().int().min(1).max(7).nullable().optional(),
    date: z.iso.date().nullable().optional(),
    startTime: ZLocalTime.nullable().optional(),
    endTime: ZLocalTime.nullable().optional(),
    note: z.string().trim().max(200).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const needsTimes = v.kind !== 'dayOff';
    if (v.kind === 'weekly' && !v.weekday)
      ctx.addIssue({ code: 'custom', message: 'Choose a day of the week', path: ['weekday'] });
    if ((v.kind === 'date' || v.kind === 'dayOff') && !v.date)
      ctx.addIssue({ code: 'custom', message: 'Choose a date', path: ['date'] });
    if (v.kind === 'break' && !v.weekday && !v.date)
      ctx.addIssue({ code: 'custom', message: 'Choose a day of the week or a date', path: ['weekday'] });
    if (needsTimes && (!v.startTime || !v.endTime))
      ctx.addIssue({ code: 'custom', message: 'Give a start and an end time', path: ['startTime'] });
    else if (needsTimes && v.startTime && v.endTime && v.startTime >= v.endTime)
      ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['endTime'] });
  });
export type TAvailabilityRuleInput = z.infer<typeof ZAvailabilityRuleInput>;
export const ZAvailabilityRule = z.object({
  id: z.string().uuid(),
  doctorId: z.string().uuid(),
  kind: z.enum(AVAILABILITY_KINDS),
  weekday: z.number().int().nullable(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string().nullable(),
});
export type TAvailabilityRule = z.infer<typeof ZAvailabilityRule>;
export const ZAvailability = z.object({
  doctorId: z.string().uuid(),
  timeZone: z.string(),
  rules: z.array(ZAvailabilityRule),
  calendar: z
    .object({
      source: z.enum(['url', 'upload']),
      /** The feed address with any secret token masked. */
      url: z.string().nullable(),
      lastSyncedAt: z.string().nullable(),
      lastError: z.string().nullable(),
      busyEvents: z.number().int(),
    })
    .nullable(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZConsultSettings = z.object({
  /** Lengths a patient may book, in minutes. */
  durations: z
    .array(z.union(CONSULT_DURATIONS.map((d) => z.literal(d))))
    .min(1)
    .max(7),
  /** Kept free after (and before) each consult. */
  bufferMinutes: z.number().int().min(0).max(120),
  /** How far ahead a booking must be made. */
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  /** How far ahead a patient may book. */
  horizonDays: z.number().int().min(1).max(365),
  /** Which kinds of consult the doctor takes. */
  kinds: z.array(ZAppointmentType).min(1),
  acceptsEmergency: z.boolean(),
  /** Fee for a standard consult, integer cents; null follows the price list. */
  priceCents: z.number().int().min(0).max(10_000_000).nullable(),
});
export type TConsultSettings = z.infer<typeof ZConsultSettings>;
export const DEFAULT_CONSULT_SETTINGS: TConsultSettings = {
  durations: [15, 30],
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 60,
  kinds: ['scheduled', 'request', 'callback', 'offline'],
  acceptsEmergency: false,
  priceCents: null,
};

export const ZSlot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type TSlot = z.infer<typeof ZSlot>;
export const ZSlotWithState = ZSlot.extend({
  free: z.boolean(),
  reason: z.enum(['booked', 'notice', 'horizon', 'break', 'busyCalendar']).nullable(),
});
export const ZSlotsQuery = z.object({
  date: z.iso.date({ error: 'Give the date as YYYY-MM-DD' }),
  duration: z.coerce.number().int().min(5).max(240).optional(),
  /** Comma-separated local start times (HH:mm) to consider; others are left out. */
  times: z.string().max(500).optional(),
  /** `true`: every slot of the day with `free` and a reason, for the doctor's own calendar. */
  showAll: z.enum(['true', 'false']).optional(),
  /** Ignored: clients add it so no cache between them and us answers an old list. */
  timestamp: z.string().max(40).optional(),
});

export const ZAppointment = z.object({
  id: z.string().uuid(),
  type: ZAppointmentType,
  status: ZAppointmentStatus,
  patientId: z.string().uuid(),
  doctorId: z.string().uuid().nullable(),
  familyMemberId: z.string().uuid().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  reason: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  /** Who pays (decision 0036): the patient by card, Medicare, their company, or nobody. */
  billing: z.enum(CONSULT_BILLINGS).nullable(),
  holdExpiresAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  runningLateMinutes: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZCreateScheduledRequest = z.object({
  doctorId: z.string().uuid(),
  startsAt: z.iso.datetime({ offset: true, error: 'Give startsAt as an ISO-8601 time' }),
  duration: z.number().int().min(5).max(240),
  reason: z.string().trim().min(1, { error: 'Tell the doctor what the consult is about' }).max(2000),
  /** Staff booking for a patient. */
  patientId: z.string().uuid().optional(),
  familyMemberId: z.string().uuid().optional(),
  /** An accepted referral this consult is booked with (decision 0042): attached, or the booking fails. */
  referralId: z.string().uuid().optional(),
});
export type TCreateScheduledRequest = z.infer<typeof ZCreateScheduledRequest>;
export const ZCancelRequest = z.object({
  reason: z.string().trim().min(3, { error: 'Say why the consult is cancelled' }).max(500),
});

export const schedulingMessages = {
  slotTaken: 'That time has just been booked. Choose another',
  slotUnavailable: 'The doctor is not available at that time',
  payOnConfirm:
    'This consult has a fee. Hold the time with bookSpecialtySlot, then confirm it with confirmSpecialtySlot and a card',
  durationNotOffered: 'The doctor does not offer consults of that length',
  kindNotOffered: 'The doctor does not take this kind of consult',
  notice: 'That time is too soon to book',
  horizon: 'That time is too far ahead to book',
} as const;

/** One line of an appointment list: the appointment and the names a list shows. */
export const ZAppointmentListItem = ZAppointment.extend({
  patientName: z.string(),
  doctorName: z.string().nullable(),
});
export const ZAppointmentList = z.object({
  items: z.array(ZAppointmentListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAppointmentList = z.infer<typeof ZAppointmentList>;
export const LIST_SCOPES = ['upcoming', 'past', 'all'] as const;
export const APPOINTMENT_PAGE_SIZE_MAX = 50;
