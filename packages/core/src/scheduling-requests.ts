import { z } from 'zod';
import { normaliseAuMobile } from './auth';
import { ZCertificateRequestDetails } from './certificate-requests';
import { ZAppointment } from './scheduling';
import { CALLBACK_SHORTEST_WINDOW_MINUTES, SERVICE_HOURS_TEXT, withinServiceHours } from './service-hours';

/**
 * Consults that start as a request rather than a booked time: a request with date offers, a
 * doctor booking for a patient, follow-ups, callbacks and offline (asynchronous) consults
 * (docs/decisions/0014-requests-and-offline.md). Instants travel as ISO-8601 strings in UTC.
 */

const ZInstant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Give ${what} as an ISO-8601 time` });
const ZDuration = z
  .number({ error: 'Give the length of the consult in minutes' })
  .int()
  .min(5, { error: 'A consult is at least 5 minutes' })
  .max(240, { error: 'A consult is at most 240 minutes' });
const ZReason = z
  .string({ error: 'Tell the doctor what the consult is about' })
  .trim()
  .min(1, { error: 'Tell the doctor what the consult is about' })
  .max(2000, { error: 'Keep the reason under 2000 characters' });
const ZSpecialty = z.string().trim().min(1).max(100);

export const requestMessages = {
  doctorOrSpecialty: 'Choose a doctor or a specialty, not both',
  offerNotOpen: 'That offer is no longer open. Choose another time or ask for new dates',
  offerGone: 'That time is no longer available, so the offer has been withdrawn. Choose another',
  duplicateOffers: 'Offer each time only once',
  phoneInvalid: 'Please enter an Australian phone number',
  windowTooShort: 'Give a window of at least 30 minutes',
  windowPast: 'The window must end in the future',
  windowTooFar: 'The window must be within the next 7 days',
  windowOutsideHours: `Doctors call back ${SERVICE_HOURS_TEXT}: choose a window within those hours on one day`,
  descriptionTooShort: 'Describe the problem in at least 20 characters',
  tooManyFiles: 'Attach at most 5 documents',
  fileTooLarge: 'Each document can be at most 10 MB',
  fileWrongType: 'Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)',
  followUpTimeOrRequest: 'Give a time for the follow-up, or leave it out to offer dates',
} as const;

/** `POST /appointments/createAppointmentRequest`: ask a doctor or a specialty for a consult. */
export const ZCreateAppointmentRequest = z
  .object({
    doctorId: z.string().uuid().optional(),
    specialty: ZSpecialty.optional(),
    reason: ZReason,
    /** The length the patient would like, in minutes. */
    duration: ZDuration,
    /** Free text: "weekday mornings", "after 3 pm on Thursdays". */
    preferredTimes: z.string().trim().max(500, { error: 'Keep the note under 500 characters' }).optional(),
    /** Staff asking on a patient's behalf. */
    patientId: z.string().uuid().optional(),
    familyMemberId: z.string().uuid().optional(),
  })
  .refine((v) => Boolean(v.doctorId) !== Boolean(v.specialty), {
    error: requestMessages.doctorOrSpecialty,
    path: ['doctorId'],
  });
export type TCreateAppointmentRequest = z.infer<typeof ZCreateAppointmentRequest>;

/** A request-kind consult with what its kind adds: specialty, preferred times, phone, the exchange. */
export const ZRequestDetails = z.object({
  specialty: z.string().nullable(),
  preferredTimes: z.string().nullable(),
  duration: z.number().int().nullable(),
  phone: z.string().nullable(),
  preferredFrom: z.string().nullable(),
  preferredTo: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  followUpOf: z.string().uuid().nullable(),
  instructions: z.string().nullable(),
  /** A certificate request's ask and outcome (decision 0043); null for every other consult. */
  certificate: ZCertificateRequestDetails.nullable(),
});
export const ZRequestAppointment = ZAppointment.extend({ details: ZRequestDetails });
export type TRequestAppointment = z.infer<typeof ZRequestAppointment>;

export const DATE_OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export const ZDateOffer = z.object({
  id: z.string().uuid(),
  appointmentId: z.string().uuid(),
  doctorId: z.string().uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  duration: z.number().int(),
  status: z.enum(DATE_OFFER_STATUSES),
  createdAt: z.string(),
});
export type TDateOffer = z.infer<typeof ZDateOffer>;

export const MAX_OFFERS_PER_CALL = 5;
/** `POST /dateOffers/{appointmentId}`: 1–5 times; `replace` withdraws the offers still open. */
export const ZOfferDatesRequest = z
  .object({
    offers: z
      .array(z.object({ startsAt: ZInstant('startsAt'), duration: ZDuration }), {
        error: 'Offer between 1 and 5 times',
      })
      .min(1, { error: 'Offer between 1 and 5 times' })
      .max(MAX_OFFERS_PER_CALL, { error: 'Offer between 1 and 5 times' }),
    replace: z.boolean().optional(),
  })
  .refine((v) => new Set(v.offers.map((o) => Date.parse(o.startsAt))).size === v.offers.length, {
    error: requestMessages.duplicateOffers,
    path: ['offers'],
  });
export type TOfferDatesRequest = z.infer<typeof ZOfferDatesRequest>;

export const ZDateOffers = z.object({ appointment: ZRequestAppointment, offers: z.array(ZDateOffer) });

export const ZAcceptDateRequest = z.object({ dateOfferId: z.string({ error: 'Choose an offer' }).uuid() });
export const ZRequestNewDatesRequest = z.object({
  note: z.string().trim().max(1000, { error: 'Keep the note under 1000 characters' }).optional(),
});

export const ZDateOffersSlotsQuery = z.object({
  appointmentId: z.string({ error: 'Give the appointmentId' }).uuid(),
  date: z.iso.date({ error: 'Give the date as YYYY-MM-DD' }),
  duration: z.coerce.number().int().min(5).max(240).optional(),
  /** Ignored: clients add it so no cache between them and us answers an old list. */
  timestamp: z.string().max(40).optional(),
});

/** `POST /appointments/createScheduledAppointmentDoctorRequest`: a doctor (or staff) books for a patient. */
export const ZDoctorBookingRequest = z.object({
  /** The doctor themselves when left out; nurses and admins name the doctor. */
  doctorId: z.string().uuid().optional(),
  patientId: z.string({ error: 'Choose the patient the consult is for' }).uuid(),
  familyMemberId: z.string().uuid().optional(),
  startsAt: ZInstant('startsAt'),
  duration: ZDuration,
  reason: ZReason,
});
export type TDoctorBookingRequest = z.infer<typeof ZDoctorBookingRequest>;

/**
 * `POST /appointments/{id}/createScheduledFollowUpRequest`: with `startsAt` the follow-up is
 * booked at once; without it, it is a request the doctor then offers dates for (or `offers` now).
 */
export const ZFollowUpRequest = z.object({
  instructions: z
    .string({ error: 'Write the instructions for the patient' })
    .trim()
    .min(1, { error: 'Write the instructions for the patient' })
    .max(4000, { error: 'Keep the instructions under 4000 characters' }),
  duration: ZDuration,
  startsAt: ZInstant('startsAt').optional(),
  reason: ZReason.optional(),
  offers: z
    .array(z.object({ startsAt: ZInstant('startsAt'), duration: ZDuration }))
    .min(1)
    .max(MAX_OFFERS_PER_CALL, { error: 'Offer between 1 and 5 times' })
    .optional(),
});
export type TFollowUpRequest = z.infer<typeof ZFollowUpRequest>;

export const ZFollowUpInfo = z.object({
  appointmentId: z.string().uuid(),
  followUps: z.array(
    z.object({
      appointment: ZRequestAppointment,
      instructions: z.string().nullable(),
      offers: z.array(ZDateOffer),
    }),
  ),
});
export type TFollowUpInfo = z.infer<typeof ZFollowUpInfo>;

/**
 * An Australian phone number in E.164: a mobile (04…) or a landline with its area code
 * (02, 03, 07, 08), typed any common way; null when it is not one.
 */
export function normaliseAuPhone(input: string): string | null {
  const mobile = normaliseAuMobile(input);
  if (mobile) return mobile;
  const digits = input.replace(/[\s()-]/g, '');
  const match = /^(?:\+?61|0)([2378]\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

export const CALLBACK_MIN_WINDOW_MINUTES = CALLBACK_SHORTEST_WINDOW_MINUTES;
export const CALLBACK_MAX_DAYS_AHEAD = 7;

/** `POST /appointments/createCallBackAppointment`: call me on this number within this window. */
export const ZCallbackRequest = z
  .object({
    phone: z
      .string({ error: requestMessages.phoneInvalid })
      .trim()
      .refine((v) => normaliseAuPhone(v) !== null, { error: requestMessages.phoneInvalid })
      .transform((v) => normaliseAuPhone(v) as string),
    preferredFrom: ZInstant('preferredFrom'),
    preferredTo: ZInstant('preferredTo'),
    reason: ZReason,
    doctorId: z.string().uuid().optional(),
    patientId: z.string().uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const from = Date.parse(v.preferredFrom);
    const to = Date.parse(v.preferredTo);
    // A time that is not one has its own message already.
    if (!Number.isFinite(from) || !Number.isFinite(to)) return;
    if (to - from < CALLBACK_MIN_WINDOW_MINUTES * 60_000)
      ctx.addIssue({ code: 'custom', message: requestMessages.windowTooShort, path: ['preferredTo'] });
    else if (to <= Date.now())
      ctx.addIssue({ code: 'custom', message: requestMessages.windowPast, path: ['preferredTo'] });
    else if (from > Date.now() + CALLBACK_MAX_DAYS_AHEAD * 86_400_000)
      ctx.addIssue({ code: 'custom', message: requestMessages.windowTooFar, path: ['preferredFrom'] });
    else if (!withinServiceHours(from, to))
      ctx.addIssue({ code: 'custom', message: requestMessages.windowOutsideHours, path: ['preferredFrom'] });
  });
export type TCallbackRequest = z.infer<typeof ZCallbackRequest>;

export const OFFLINE_MAX_FILES = 5;
/** All documents of one consult together, however many uploads brought them. */
export const OFFLINE_MAX_FILES_TOTAL = 10;
export const OFFLINE_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const OFFLINE_DESCRIPTION_MIN = 20;
/** What a patient may attach: checked by content, never by name or declared type. */
export const OFFLINE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The text fields of `POST /appointments/createOfflineAppointment` (multipart, with `documents`). */
export const ZOfflineFields = z
  .object({
    description: z
      .string({ error: requestMessages.descriptionTooShort })
      .trim()
      .min(OFFLINE_DESCRIPTION_MIN, { error: requestMessages.descriptionTooShort })
      .max(4000, { error: 'Keep the description under 4000 characters' }),
    doctorId: z.string().uuid().optional(),
    specialty: ZSpecialty.optional(),
    patientId: z.string().uuid().optional(),
  })
  .refine((v) => !(v.doctorId && v.specialty), {
    error: requestMessages.doctorOrSpecialty,
    path: ['doctorId'],
  });
export type TOfflineFields = z.infer<typeof ZOfflineFields>;

export const ZAppointmentDocument = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type TAppointmentDocument = z.infer<typeof ZAppointmentDocument>;

/** The doctor's written answer to an offline consult: it completes the consult. */
export const ZOfflineResponse = z.object({
  response: z
    .string({ error: 'Write your response to the patient' })
    .trim()
    .min(1, { error: 'Write your response to the patient' })
    .max(10_000, { error: 'Keep the response under 10000 characters' }),
});
/** The doctor asks the patient for more before answering. */
export const ZInformationRequest = z.object({
  question: z
    .string({ error: 'Say what you need from the patient' })
    .trim()
    .min(1, { error: 'Say what you need from the patient' })
    .max(2000, { error: 'Keep the question under 2000 characters' }),
});
/** The patient's answer to the doctor's question. */
export const ZInformationAnswer = z.object({
  answer: z
    .string({ error: 'Write your answer for the doctor' })
    .trim()
    .min(1, { error: 'Write your answer for the doctor' })
    .max(4000, { error: 'Keep the answer under 4000 characters' }),
});

export const ZOfflineAppointment = ZRequestAppointment.extend({ documents: z.array(ZAppointmentDocument) });

/** `GET /appointments/openRequests`: requests waiting for a doctor that the calling doctor may take. */
export const ZOpenRequestsQuery = z.object({
  type: z.enum(['request', 'callback', 'offline']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(25),
});
export const ZOpenRequestList = z.object({
  items: z.array(ZRequestAppointment.extend({ patientName: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOpenRequestList = z.infer<typeof ZOpenRequestList>;
