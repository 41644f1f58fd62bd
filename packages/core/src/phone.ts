import { z } from 'zod';
import { normaliseAuPhone } from './scheduling-requests';

/**
 * The clinic's emergency line (issue 17 item 1-2, decision 0063): a public number that Twilio
 * answers, routed to the doctors on emergency shift, then a fallback number, then voicemail; and the
 * log of the calls it took.
 */

export const RING_SECONDS_MIN = 5;
export const RING_SECONDS_MAX = 60;
export const RING_SECONDS_DEFAULT = 20;
export const NO_ANSWER_MESSAGE_MAX = 500;
export const VOICEMAIL_MAX_SECONDS = 120;
export const EMERGENCY_CALLS_PAGE_SIZE_MAX = 100;
export const EMERGENCY_CALLS_DEFAULT_PAGE_SIZE = 20;

export const DEFAULT_NO_ANSWER_MESSAGE =
  'Sorry, no doctor can take your call right now. If this is an emergency, hang up and call triple zero. Otherwise, leave your name, number and a short message after the tone and a doctor will call you back.';

export const phoneWords = {
  numberInvalid: 'Enter an Australian phone number, like 02 9000 0000 or 0412 345 678',
  ringSeconds: `Ring each phone for ${RING_SECONDS_MIN} to ${RING_SECONDS_MAX} seconds`,
  messageNeeded: 'Enter the message callers hear when nobody answers',
  messageTooLong: `Keep the message to ${NO_ANSWER_MESSAGE_MAX} characters`,
  badSignature: 'The Twilio signature does not match',
  notConfigured: 'Calling is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
  callNotFound: 'Call not found',
  voicemailNotFound: 'Voicemail not found',
  page: 'The page is a whole number from 1',
  pageSize: `The page size is a whole number from 1 to ${EMERGENCY_CALLS_PAGE_SIZE_MAX}`,
} as const;

/** An Australian number typed any common way, stored in E.164; empty means none. */
const ZOptionalAuPhone = z
  .string({ error: phoneWords.numberInvalid })
  .trim()
  .max(30, { error: phoneWords.numberInvalid })
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === '') return null;
    const normal = normaliseAuPhone(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: phoneWords.numberInvalid });
      return z.NEVER;
    }
    return normal;
  });

/** `PUT /twilioCalls/emergencyPhoneSettings`: what an admin sets. */
export const ZEmergencyPhoneSettingsInput = z.object({
  /** The number patients call (the Twilio number whose voice webhook points at Curo). */
  publicNumber: ZOptionalAuPhone,
  /** Rung after every doctor on emergency shift: a clinic mobile, a locum service. */
  fallbackNumber: ZOptionalAuPhone,
  ringSeconds: z
    .number({ error: phoneWords.ringSeconds })
    .int({ error: phoneWords.ringSeconds })
    .min(RING_SECONDS_MIN, { error: phoneWords.ringSeconds })
    .max(RING_SECONDS_MAX, { error: phoneWords.ringSeconds }),
  noAnswerMessage: z
    .string({ error: phoneWords.messageNeeded })
    .trim()
    .min(1, { error: phoneWords.messageNeeded })
    .max(NO_ANSWER_MESSAGE_MAX, { error: phoneWords.messageTooLong }),
  voicemail: z.boolean(),
});
export type TEmergencyPhoneSettingsInput = z.input<typeof ZEmergencyPhoneSettingsInput>;

export const ZEmergencyPhoneSettings = z.object({
  publicNumber: z.string().nullable(),
  fallbackNumber: z.string().nullable(),
  ringSeconds: z.number().int(),
  noAnswerMessage: z.string(),
  voicemail: z.boolean(),
  /** Whether Twilio is set up on the server (TWILIO_*): without it the line cannot answer. */
  twilioConfigured: z.boolean(),
  /** The URL to give Twilio as the number's voice webhook (POST). */
  voiceWebhookUrl: z.string(),
  /** Doctors on emergency shift now, in the order they are rung, and whether each has a phone. */
  onShiftNow: z.array(
    z.object({
      doctorId: z.string().uuid(),
      firstName: z.string(),
      lastName: z.string(),
      hasPhone: z.boolean(),
    }),
  ),
  updatedAt: z.string().nullable(),
});
export type TEmergencyPhoneSettings = z.infer<typeof ZEmergencyPhoneSettings>;

/** Twilio's call statuses, in the order a call moves through them. */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
] as const;
export type TCallStatus = (typeof CALL_STATUSES)[number];

/** What became of an emergency call, for the log. */
export const CALL_OUTCOMES = ['inProgress', 'answered', 'voicemail', 'missed'] as const;
export type TCallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<TCallOutcome, string> = {
  inProgress: 'In progress',
  answered: 'Answered',
  voicemail: 'Voicemail',
  missed: 'Missed',
};

export const ZEmergencyCallsQuery = z.object({
  page: z.coerce
    .number({ error: phoneWords.page })
    .int({ error: phoneWords.page })
    .min(1, { error: phoneWords.page })
    .max(100_000, { error: phoneWords.page })
    .default(1),
  pageSize: z.coerce
    .number({ error: phoneWords.pageSize })
    .int({ error: phoneWords.pageSize })
    .min(1, { error: phoneWords.pageSize })
    .max(EMERGENCY_CALLS_PAGE_SIZE_MAX, { error: phoneWords.pageSize })
    .default(EMERGENCY_CALLS_DEFAULT_PAGE_SIZE),
});
export type TEmergencyCallsQuery = z.input<typeof ZEmergencyCallsQuery>;

const ZPerson = z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() });

export const ZEmergencyCall = z.object({
  id: z.string().uuid(),
  /** The caller's number as Twilio reports it (E.164), or null when withheld. */
  callerNumber: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  status: z.enum(CALL_STATUSES),
  outcome: z.enum(CALL_OUTCOMES),
  /** The doctor who answered; null when the fallback number answered or nobody did. */
  answeredBy: ZPerson.nullable(),
  /** Whether the fallback number took the call. */
  answeredByFallback: z.boolean(),
  /** A voicemail the caller left (the only recording the line makes). */
  voicemail: z
    .object({
      durationSeconds: z.number().int().nullable(),
      /** Whether the audio has been fetched from Twilio and can be played. */
      available: z.boolean(),
      /** Where an admin (or the doctor who answered) downloads the MP3; null until available. */
      downloadPath: z.string().nullable(),
    })
    .nullable(),
  /** The patient whose phone number is the caller's, when exactly one matches. */
  patient: ZPerson.nullable(),
});
export type TEmergencyCall = z.infer<typeof ZEmergencyCall>;

export const ZEmergencyCallPage = z.object({
  items: z.array(ZEmergencyCall),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TEmergencyCallPage = z.infer<typeof ZEmergencyCallPage>;

/** What a doctor marks after calling a callback patient (decision 0064). */
export const CONSULT_CALL_OUTCOMES = ['reached', 'noAnswer', 'leftMessage'] as const;
export type TConsultCallOutcome = (typeof CONSULT_CALL_OUTCOMES)[number];

export const callWords = {
  notCallback: 'Only a callback consult is called from here',
  notYourConsult: 'Only the consult’s doctor can call the patient',
  noDoctorPhone: 'Add your phone number to your profile first: Curo rings you, then the patient',
  noPatientPhone: 'This callback has no phone number to call',
  twilioRefused: 'The call could not be placed. Try again, or call by hand and mark the outcome',
} as const;

/** `POST /appointments/{id}/callPatient`: Curo rings the doctor, then connects the patient. */
export const ZConsultCall = z.object({
  id: z.string().uuid(),
  source: z.enum(['twilio', 'manual']),
  status: z.enum(CALL_STATUSES),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  outcome: z.enum(CONSULT_CALL_OUTCOMES).nullable(),
  createdAt: z.string(),
});
export type TConsultCall = z.infer<typeof ZConsultCall>;

/** `POST /appointments/{id}/callOutcome`: a call made by hand (or a placed one) and how it went. */
export const ZConsultCallOutcomeInput = z.object({
  outcome: z.enum(CONSULT_CALL_OUTCOMES, { error: 'Choose how the call went' }),
  /** Marks this placed call; without it, a call made by hand is recorded. */
  callId: z.string().uuid().optional(),
  durationMinutes: z.number().int().min(0).max(240).optional(),
});
export type TConsultCallOutcomeInput = z.infer<typeof ZConsultCallOutcomeInput>;
