import { z } from 'zod';
import { ZAppointment } from './scheduling';

/**
 * On-demand consults: shifts, emergency offers, the instant queue and the generic accept
 * (docs/decisions/0015-emergency-and-instant.md). Instants travel as ISO-8601 strings in UTC.
 */

export const SHIFT_KINDS = ['instant', 'emergency'] as const;
export type TShiftKind = (typeof SHIFT_KINDS)[number];
/** A shift may not be longer than this. */
export const SHIFT_MAX_HOURS = 24;
export const SHIFT_PAGE_SIZE_MAX = 100;

const ZInstant = z.iso.datetime({ offset: true, error: 'Give the time as an ISO-8601 instant' });

export const ZShiftInput = z
  .object({
    /** Admins name the doctor; a doctor manages their own shifts and may leave it out. */
    doctorId: z.string().uuid().optional(),
    startsAt: ZInstant,
    endsAt: ZInstant,
    note: z.string().trim().max(500).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.startsAt);
    const end = Date.parse(v.endsAt);
    if (!(end > start))
      ctx.addIssue({ code: 'custom', message: 'The shift must end after it starts', path: ['endsAt'] });
    else if (end - start > SHIFT_MAX_HOURS * 3_600_000)
      ctx.addIssue({
        code: 'custom',
        message: `A shift can be at most ${SHIFT_MAX_HOURS} hours long`,
        path: ['endsAt'],
      });
  });
export type TShiftInput = z.infer<typeof ZShiftInput>;

export const ZShift = z.object({
  id: z.string().uuid(),
  kind: z.enum(SHIFT_KINDS),
  doctorId: z.string().uuid(),
  doctorName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TShift = z.infer<typeof ZShift>;

export const ZShiftQuery = z.object({
  doctorId: z.string().uuid().optional(),
  /** Shifts ending after this instant (default: now). */
  from: ZInstant.optional(),
  /** Shifts starting before this instant (default: 14 days after `from`). */
  to: ZInstant.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SHIFT_PAGE_SIZE_MAX).default(50),
});
export const ZShiftList = z.object({
  items: z.array(ZShift),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TShiftList = z.infer<typeof ZShiftList>;

/** A doctor on shift right now. */
export const ZOnShiftDoctor = z.object({
  doctorId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  shiftId: z.string().uuid(),
  until: z.string(),
});
export const ZOnShiftList = z.object({ items: z.array(ZOnShiftDoctor) });
export type TOnShiftList = z.infer<typeof ZOnShiftList>;

/** `POST /appointments/{id}/accept`: admins may dispatch to a named doctor. */
export const ZAcceptRequest = z.object({ doctorId: z.string().uuid().optional() }).nullish();

export const EMERGENCY_URGENCIES = ['urgent', 'very_urgent', 'life_threatening'] as const;
export const ZCreateEmergencyRequest = z.object({
  reason: z.string().trim().min(3, { error: 'Tell the doctor what is happening' }).max(2000),
  symptoms: z.string().trim().max(2000).optional(),
  urgency: z.enum(EMERGENCY_URGENCIES).default('urgent'),
  /** Staff requesting for a patient. */
  patientId: z.string().uuid().optional(),
  familyMemberId: z.string().uuid().optional(),
});
export type TCreateEmergencyRequest = z.infer<typeof ZCreateEmergencyRequest>;

export const ZSendEmergencyOfferRequest = z.object({
  appointmentId: z.string().uuid(),
  /** Doctors to offer it to; default every doctor on an emergency shift now. */
  doctorIds: z.array(z.string().uuid()).min(1).max(50).optional(),
});
export const ZSendEmergencyOfferResult = z.object({
  appointmentId: z.string().uuid(),
  /** Doctors newly offered the consult (those already offered are not offered twice). */
  offeredTo: z.array(z.string().uuid()),
});

export const ZEmergencyOffer = z.object({
  offerId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  patientFirstName: z.string(),
  reason: z.string().nullable(),
  symptoms: z.string().nullable(),
  urgency: z.string().nullable(),
  requestedAt: z.string(),
  offeredAt: z.string(),
  /** Whole minutes since the patient asked. */
  waitingMinutes: z.number().int(),
});
export const ZEmergencyOfferList = z.object({ items: z.array(ZEmergencyOffer) });
export type TEmergencyOfferList = z.infer<typeof ZEmergencyOfferList>;
export const ZDeclineEmergencyOfferRequest = z.object({ appointmentId: z.string().uuid() });

export const ZCreateInstantRequest = z.object({
  reason: z.string().trim().min(3, { error: 'Tell the doctor what the consult is about' }).max(2000),
  familyMemberId: z.string().uuid().optional(),
});

export const ZQueueEntry = z.object({
  appointmentId: z.string().uuid(),
  position: z.number().int(),
  patientFirstName: z.string(),
  reason: z.string().nullable(),
  queuedAt: z.string(),
  waitingMinutes: z.number().int(),
});
export const ZInstantQueue = z.object({
  items: z.array(ZQueueEntry),
  doctorsOnShift: z.number().int(),
  averageConsultMinutes: z.number(),
});
export type TInstantQueue = z.infer<typeof ZInstantQueue>;

export const ZQueuePosition = z.object({
  appointmentId: z.string().uuid(),
  status: z.string(),
  /** 1 for the next patient to be seen; null once the patient has left the queue. */
  position: z.number().int().nullable(),
  ahead: z.number().int().nullable(),
  doctorsOnShift: z.number().int(),
  /** Null when no instant doctor is on shift (the message says so) or the patient is not queued. */
  estimatedWaitMinutes: z.number().int().nullable(),
  /** How the estimate was made, in words. */
  basis: z.string(),
  message: z.string().nullable(),
});
export type TQueuePosition = z.infer<typeof ZQueuePosition>;

/** An emergency consult as created, with the doctors it was offered to at once. */
export const ZEmergencyCreated = ZAppointment.extend({ offeredTo: z.array(z.string().uuid()) });
export const ZDeclineEmergencyOfferResult = z.object({
  appointmentId: z.string().uuid(),
  status: z.literal('declined'),
});

export const onDemandMessages = {
  shiftOverlap: 'This shift overlaps another shift of the same doctor',
  alreadyTaken: 'Another doctor has already accepted this consult',
  alreadyAcceptedByYou: 'You have already accepted this consult',
  notOnShift: 'You are not on an instant shift now',
  notOnEmergencyShift: 'Only doctors who take emergency consults can have emergency shifts',
  notInstantDoctor: 'Only instant doctors can have instant shifts',
  doctorBusy: 'You have another consult at this time',
  queueEmpty: 'No patients are waiting',
  openInstant: 'You are already waiting for an instant consult',
  noDoctorOnShift:
    'No doctor is on shift right now. You keep your place, and we will tell you as soon as one starts',
  offerDeclined: 'You declined this consult',
  noOffer: 'This consult was not offered to you',
} as const;
