import { z } from 'zod';
import { normaliseAuPhone } from './scheduling-requests.ts';

/**
 * Referrals (issue 14 item 4, decision 0042): a consult's doctor offers one, the patient accepts
 * or declines it, an internal one is booked with the referral attached, and an outside provider's
 * letter goes by email or fax. Validity follows Australian practice and is worked out here, in
 * Sydney calendar days, so the server and the browser agree on what has expired.
 */

/** The calendar Medicare keeps: a referral's dates are Sydney days. */
export const REFERRAL_TIME_ZONE = 'Australia/Sydney';
export const REFERRALS_PAGE_SIZE = 20;
/** A GP's referral without a stated period; a specialist's referral, always. */
export const GP_REFERRAL_MONTHS = 12;
export const SPECIALIST_REFERRAL_MONTHS = 3;
/** The longest period a GP may state instead of the standard twelve months. */
export const MAX_STATED_REFERRAL_MONTHS = 36;
/** The specialty that makes a doctor a GP (doctor profiles list specialties by name). */
export const GENERAL_PRACTICE = 'General practice';

/** What is stored; `expired` is never stored, only computed from the validity. */
export const REFERRAL_STORED_STATUSES = ['offered', 'accepted', 'declined', 'booked'] as const;
export const REFERRAL_STATUSES = [...REFERRAL_STORED_STATUSES, 'expired'] as const;
export const ZReferralStatus = z.enum(REFERRAL_STATUSES);
export type TReferralStatus = z.infer<typeof ZReferralStatus>;
export type TReferralStoredStatus = (typeof REFERRAL_STORED_STATUSES)[number];

export const REFERRAL_STATUS_LABELS: Record<TReferralStatus, string> = {
  offered: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  booked: 'Booked',
  expired: 'Expired',
};

export const REFERRER_KINDS = ['gp', 'specialist'] as const;
export type TReferrerKind = (typeof REFERRER_KINDS)[number];

export const referralMessages = {
  notFound: 'Referral not found',
  appointmentNotFound: 'Appointment not found',
  notStarted: 'A referral can be offered once the consult has started',
  specialistPeriod: `A specialist’s referral is valid for ${SPECIALIST_REFERRAL_MONTHS} months; only a GP may state another period`,
  unknownSpecialty: 'That specialty is not offered on Curo',
  notASpecialty: 'Refer to a specialty other than general practice',
  unknownDoctor: 'That specialist was not found on Curo',
  doctorLacksSpecialty: 'That doctor does not practise the specialty named',
  selfReferral: 'You cannot refer a patient to yourself',
  contactNeeded: 'Give the provider’s email, fax or phone',
  faxInvalid: 'Please enter an Australian fax number (with its area code)',
  emailNeeded: 'Give the email address to send the letter to',
  faxNeeded: 'Give the fax number to send the letter to',
  answered: 'This referral has already been answered',
  expired: 'This referral has expired: ask your doctor for a new one',
  notBookable: 'This referral cannot be used to book this consult',
  notInternal: 'This referral is to a provider outside Curo: take the letter to them',
  notAccepted: 'Accept the referral before booking with it',
  wrongDoctor: 'This referral is for another specialist or specialty',
  notSendable: 'The letter can be sent once the patient has accepted the referral, while it is valid',
  sendingUnavailable:
    'Sending referral letters by email or fax is not available yet. Download or print the letter instead',
} as const;

// ---------------------------------------------------------------------------------------------
// Dates: YYYY-MM-DD Sydney days, counted without clocks (no daylight-saving surprises).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Sydney calendar day `at` falls on, as YYYY-MM-DD. */
export function sydneyDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: REFERRAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function parseDay(day: string): { y: number; m: number; d: number } {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`${day} is not a YYYY-MM-DD day`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const formatDay = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `day` plus `months` calendar months; a day the month lacks becomes its last (31 Aug + 6 → 28/29 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDay(year, month, Math.min(d, daysInMonth(year, month)));
}

/** `day` plus `days` (negative goes back). */
export function addDaysToDay(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return formatDay(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

// ---------------------------------------------------------------------------------------------
// Validity.

/** What the doctor says about how long the referral lasts. */
export const ZReferralValidity = z.discriminatedUnion('kind', [
  /** 12 months from a GP, 3 from a specialist. */
  z.object({ kind: z.literal('standard') }),
  /** A GP's stated period. */
  z.object({
    kind: z.literal('months'),
    months: z
      .number()
      .int()
      .min(1, { error: 'State at least 1 month' })
      .max(MAX_STATED_REFERRAL_MONTHS, {
        error: `State at most ${MAX_STATED_REFERRAL_MONTHS} months, or choose indefinite`,
      }),
  }),
  /** A GP's referral for a chronic condition. */
  z.object({ kind: z.literal('indefinite') }),
]);
export type TReferralValidity = z.infer<typeof ZReferralValidity>;

/** Why a referrer may not give this validity (only a GP states a period or indefinite), or null. */
export function referralValidityRefusal(
  referrerKind: TReferrerKind,
  validity: TReferralValidity,
): string | null {
  return referrerKind === 'specialist' && validity.kind !== 'standard'
    ? referralMessages.specialistPeriod
    : null;
}

/**
 * The last Sydney day a referral issued on `issuedOn` is valid (inclusive), or null for an
 * indefinite one. N months from 15 March 2026 runs to 14 March 2027 for twelve: the anniversary
 * is the first day it no longer covers.
 */
export function referralValidUntil({
  referrerKind,
  issuedOn,
  validity,
}: {
  referrerKind: TReferrerKind;
  issuedOn: string;
  validity: TReferralValidity;
}): string | null {
  const refusal = referralValidityRefusal(referrerKind, validity);
  if (refusal) throw new RangeError(refusal);
  if (validity.kind === 'indefinite') return null;
  const months =
    validity.kind === 'months'
      ? validity.months
      : referrerKind === 'gp'
        ? GP_REFERRAL_MONTHS
        : SPECIALIST_REFERRAL_MONTHS;
  return addDaysToDay(addMonthsToDay(issuedOn, months), -1);
}

/** Whether a referral valid until `validUntil` (null: indefinite) has expired on Sydney day `today`. */
export const referralExpiredOn = (validUntil: string | null, today: string) =>
  validUntil !== null && today > validUntil;

/**
 * The status a referral shows on `today`: declined stays declined; booked stays booked while its
 * consult is live (it was booked inside the validity); otherwise past its last day it is expired;
 * a booking whose consult was cancelled leaves it accepted, to book again.
 */
export function referralStatusOn(
  referral: { status: TReferralStoredStatus; validUntil: string | null; bookingLive: boolean },
  today: string,
): TReferralStatus {
  if (referral.status === 'declined') return 'declined';
  if (referral.status === 'booked' && referral.bookingLive) return 'booked';
  if (referralExpiredOn(referral.validUntil, today)) return 'expired';
  return referral.status === 'booked' ? 'accepted' : referral.status;
}

/** Whether a doctor whose profile lists `specialties` refers as a GP (none listed, or general practice). */
export function referrerKindOf(specialties: readonly string[]): TReferrerKind {
  if (specialties.length === 0) return 'gp';
  return specialties.some((s) => s.trim().toLowerCase() === GENERAL_PRACTICE.toLowerCase())
    ? 'gp'
    : 'specialist';
}

// ---------------------------------------------------------------------------------------------
// Contacts.

/**
 * An Australian fax number in E.164: a landline with its area code (02, 03, 07, 08), typed any
 * common way; null otherwise. Faxes are landlines, so a mobile is not one.
 */
export function normaliseAuFax(input: string): string | null {
  const phone = normaliseAuPhone(input);
  return phone && /^\+61[2378]/.test(phone) ? phone : null;
}

const ZFax = z
  .string({ error: referralMessages.faxInvalid })
  .trim()
  .refine((v) => normaliseAuFax(v) !== null, { error: referralMessages.faxInvalid })
  .transform((v) => normaliseAuFax(v) as string);

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(254));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

// ---------------------------------------------------------------------------------------------
// Requests.

/** To whom: a specialty on Curo, a named specialist on Curo, or a provider outside Curo. */
export const ZReferralTargetInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('specialty'), specialty: z.string().trim().min(1).max(100) }),
  z.object({
    kind: z.literal('doctor'),
    doctorId: z.string().uuid(),
    /** The specialty the doctor is seen in; the doctor's first specialty when left out. */
    specialty: optional(z.string().trim().min(1).max(100)),
  }),
  z
    .object({
      kind: z.literal('external'),
      name: z.string().trim().min(2, { error: 'Give the provider’s name' }).max(200),
      practice: optional(z.string().trim().max(200)),
      specialty: optional(z.string().trim().max(100)),
      email: optional(ZEmail),
      fax: optional(ZFax),
      phone: optional(
        z
          .string()
          .trim()
          .refine((v) => normaliseAuPhone(v) !== null, { error: 'Please enter an Australian phone number' })
          .transform((v) => normaliseAuPhone(v) as string),
      ),
    })
    .refine((v) => Boolean(v.email || v.fax || v.phone), {
      error: referralMessages.contactNeeded,
      path: ['email'],
    }),
]);
export type TReferralTargetInput = z.infer<typeof ZReferralTargetInput>;

/** `POST /appointments/{id}/offerReferral`. */
export const ZOfferReferral = z.object({
  target: ZReferralTargetInput,
  reason: z.string().trim().min(3, { error: 'Say why you are referring the patient' }).max(500),
  clinicalDetails: z
    .string()
    .trim()
    .min(3, { error: 'Give the clinical details the specialist needs' })
    .max(5000),
  validity: ZReferralValidity.default({ kind: 'standard' }),
});
export type TOfferReferral = z.input<typeof ZOfferReferral>;

/** `POST /appointments/{id}/responseReferralOffer`: the patient's answer, once. */
export const ZRespondReferralOffer = z.object({
  referralId: z.string().uuid(),
  response: z.enum(['accept', 'decline']),
  reason: optional(z.string().trim().max(500)),
});
export type TRespondReferralOffer = z.infer<typeof ZRespondReferralOffer>;

/** `POST /appointments/sendReferralByDoctor`: the letter to an outside provider by email or fax. */
export const ZSendReferralByDoctor = z
  .object({
    referralId: z.string().uuid(),
    channel: z.enum(['email', 'fax']),
    email: optional(ZEmail),
    faxNumber: optional(ZFax),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: referralMessages.emailNeeded });
    if (v.channel === 'fax' && !v.faxNumber)
      ctx.addIssue({ code: 'custom', path: ['faxNumber'], message: referralMessages.faxNeeded });
  });
export type TSendReferralByDoctor = z.infer<typeof ZSendReferralByDoctor>;

export const ZReferralSent = z.object({
  referralId: z.string().uuid(),
  channel: z.enum(['email', 'fax']),
  to: z.string(),
  sentAt: z.string(),
});
export type TReferralSent = z.infer<typeof ZReferralSent>;

/** `GET /referrals`. */
export const ZReferralListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: ZReferralStatus.optional(),
  /** Referrals offered from, or booked on, one consult. */
  appointmentId: z.string().uuid().optional(),
});
export type TReferralListQuery = z.infer<typeof ZReferralListQuery>;

// ---------------------------------------------------------------------------------------------
// Responses.

const ZPerson = z.object({ id: z.string().uuid(), name: z.string() });

export const ZReferral = z.object({
  id: z.string().uuid(),
  /** The consult it was offered from. */
  appointmentId: z.string().uuid(),
  patient: ZPerson,
  referrer: ZPerson.extend({ kind: z.enum(REFERRER_KINDS), providerNumber: z.string().nullable() }),
  target: z.object({
    kind: z.enum(['specialty', 'doctor', 'external']),
    specialty: z.string().nullable(),
    doctor: ZPerson.nullable(),
    external: z
      .object({
        name: z.string(),
        practice: z.string().nullable(),
        email: z.string().nullable(),
        fax: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable(),
  }),
  reason: z.string(),
  clinicalDetails: z.string(),
  validity: ZReferralValidity,
  /** Sydney day it was issued. */
  issuedOn: z.string(),
  /** Last Sydney day it is valid; null: indefinite. */
  validUntil: z.string().nullable(),
  status: ZReferralStatus,
  responseReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** The consult booked with it, once booked. */
  bookedAppointmentId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;

export const ZReferralList = z.object({
  items: z.array(ZReferral),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TReferralList = z.infer<typeof ZReferralList>;

/** Who a referral is to, in a line. */
export function referralTargetLabel(target: TReferral['target']): string {
  if (target.kind === 'doctor' && target.doctor)
    return target.specialty ? `${target.doctor.name} (${target.specialty})` : target.doctor.name;
  if (target.kind === 'external' && target.external)
    return [target.external.name, target.external.practice].filter(Boolean).join(', ');
  return target.specialty ?? 'A specialist';
}
