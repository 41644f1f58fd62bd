import { z } from 'zod';
import { ZAppointmentType } from './scheduling.ts';

/**
 * A Medicare card number: 10 digits — an 8-digit identifier whose first digit is 2 to 6, a check
 * digit, and the card's issue number. Spaces are ignored.
 * Check digit = (d1·1 + d2·3 + d3·7 + d4·9 + d5·1 + d6·3 + d7·7 + d8·9) mod 10.
 */
export function isValidMedicareNumber(input: string): boolean {
  const digits = input.replace(/\s/g, '');
  if (!/^[2-6]\d{9}$/.test(digits)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 10 === Number(digits[8]);
}

/** The Individual Reference Number: the patient's line on the card, 1 to 9. */
export const isValidIrn = (input: string) => /^[1-9]$/.test(input.trim());

export const ZMedicareCheck = z.object({
  valid: z.boolean(),
  numberValid: z.boolean(),
  irnValid: z.boolean(),
  message: z.string(),
});
export type TMedicareCheck = z.infer<typeof ZMedicareCheck>;

export function checkMedicare(number: string, irn: string): TMedicareCheck {
  const numberValid = isValidMedicareNumber(number);
  const irnValid = isValidIrn(irn);
  const message = !numberValid
    ? 'Check the 10-digit Medicare card number'
    : !irnValid
      ? 'The reference number is the single digit (1 to 9) next to your name on the card'
      : 'Medicare card details look right';
  return { valid: numberValid && irnValid, numberValid, irnValid, message };
}

/**
 * The Medicare Benefits Schedule items consults are billed under (issue 13): admin-managed, each for
 * one kind of consult and a range of lengths, with its schedule fee and whether it may be bulk
 * billed. Rows seeded as demo values are marked `demo`: the fees are not the current schedule.
 */

export const medicareMessages = {
  itemNumber: 'An item number is 1 to 6 digits, as the MBS prints it',
  itemTaken: 'Another MBS item already uses that item number',
  itemNotFound: 'MBS item not found',
  description: 'Describe the item in 3 to 200 characters',
  minutes: 'Give the length in whole minutes, from 0 to 600',
  maxAfterMin: 'The longest length must be more than the shortest',
  fee: 'Give the fee in whole cents, from 0 to 1,000,000',
  nothingToChange: 'Change at least one thing',
  demoNotice: 'Demo values — check the current MBS schedule before billing',
  /** Curo prepares the account; the patient claims. Never say that Curo lodges claims. */
  patientClaims:
    'Curo does not lodge Medicare claims. Claim your rebate from Medicare yourself, with this account: in the Medicare app, online through myGov, or at a service centre.',
} as const;

/** Each kind of consult as an MBS item and a Medicare account name it (callbacks are by phone, the rest by video). */
export const CONSULT_KIND_NAMES: Record<z.infer<typeof ZAppointmentType>, string> = {
  scheduled: 'Scheduled consult (video)',
  request: 'Requested consult (video)',
  emergency: 'Urgent same-day consult (video)',
  instant: 'Instant consult (video)',
  callback: 'Callback consult (phone)',
  offline: 'Offline (written) review',
};

/** A Medicare card number as the card prints it: `2953 12345 1`. */
export function formatMedicareNumber(number: string): string {
  const digits = number.replace(/\s/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 9)} ${digits.slice(9)}` : number;
}

const ZItemNumber = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, { error: medicareMessages.itemNumber });
const ZMinutes = z
  .number({ error: medicareMessages.minutes })
  .int({ error: medicareMessages.minutes })
  .min(0, { error: medicareMessages.minutes })
  .max(600, { error: medicareMessages.minutes });
const ZFee = z
  .number({ error: medicareMessages.fee })
  .int({ error: medicareMessages.fee })
  .min(0, { error: medicareMessages.fee })
  .max(1_000_000, { error: medicareMessages.fee });

const maxAfterMin = (v: { minMinutes?: number; maxMinutes?: number | null }) =>
  v.maxMinutes == null || v.minMinutes === undefined || v.maxMinutes > v.minMinutes;

/** `POST /medicareItems`: a consult of `consultType` lasting at least `minMinutes` and less than `maxMinutes` (none: no upper limit). */
export const ZMbsItemInput = z
  .object({
    itemNumber: ZItemNumber,
    description: z.string().trim().min(3, { error: medicareMessages.description }).max(200, {
      error: medicareMessages.description,
    }),
    consultType: ZAppointmentType,
    minMinutes: ZMinutes,
    maxMinutes: ZMinutes.nullable(),
    feeCents: ZFee,
    bulkBillable: z.boolean(),
  })
  .refine(maxAfterMin, { error: medicareMessages.maxAfterMin, path: ['maxMinutes'] });
export type TMbsItemInput = z.infer<typeof ZMbsItemInput>;

/** `PATCH /medicareItems/{id}`: what changes, `active: false` to take the item out of use, or `demo: false` once checked. */
export const ZMbsItemEdit = z
  .object({
    itemNumber: ZItemNumber.optional(),
    description: z
      .string()
      .trim()
      .min(3, { error: medicareMessages.description })
      .max(200, { error: medicareMessages.description })
      .optional(),
    consultType: ZAppointmentType.optional(),
    minMinutes: ZMinutes.optional(),
    maxMinutes: ZMinutes.nullable().optional(),
    feeCents: ZFee.optional(),
    bulkBillable: z.boolean().optional(),
    active: z.boolean().optional(),
    /** `false`: an admin has checked a demo item against the current schedule (changing the fee does too). */
    demo: z.literal(false).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: medicareMessages.nothingToChange })
  .refine(maxAfterMin, { error: medicareMessages.maxAfterMin, path: ['maxMinutes'] });
export type TMbsItemEdit = z.infer<typeof ZMbsItemEdit>;

export const ZMbsItem = z.object({
  id: z.string().uuid(),
  itemNumber: z.string(),
  description: z.string(),
  consultType: ZAppointmentType,
  minMinutes: z.number().int(),
  maxMinutes: z.number().int().nullable(),
  feeCents: z.number().int(),
  bulkBillable: z.boolean(),
  /** Seeded as an example: the fee is not the current schedule's. */
  demo: z.boolean(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type TMbsItem = z.infer<typeof ZMbsItem>;

/** `GET /medicareItems`: every item, active or not, by kind of consult and length. */
export const ZMbsItemList = z.object({ items: z.array(ZMbsItem) });
export type TMbsItemList = z.infer<typeof ZMbsItemList>;

/** Why a consult is not bulk billed, in the words a patient reads on the booking page. */
export const BULK_BILLING_REASONS = {
  noItem: 'This consult cannot be bulk billed',
  noCard: 'Add your Medicare card to your profile to be bulk billed',
  invalidCard: 'Check the Medicare card number in your profile to be bulk billed',
  expired: 'Your Medicare card has expired. Add your new card’s details to your profile to be bulk billed',
  noProviderNumber: 'This doctor cannot bulk bill through Curo',
} as const;

/** `GET /medicareItems/bulkBilling?doctorId&duration&type`: may the caller's consult be bulk billed. */
export const ZBulkBillingQuery = z.object({
  doctorId: z.string().uuid(),
  duration: z.coerce.number().int().min(1).max(600),
  type: ZAppointmentType,
});
export type TBulkBillingQuery = z.infer<typeof ZBulkBillingQuery>;

export const ZBulkBillingResult = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    item: z.object({ itemNumber: z.string(), feeCents: z.number().int(), description: z.string() }),
  }),
  z.object({ eligible: z.literal(false), reason: z.string() }),
]);
export type TBulkBillingResult = z.infer<typeof ZBulkBillingResult>;

/**
 * Whether a Medicare card whose expiry is printed `MM/YYYY` (as the profile stores it) has expired
 * at `now`: a card is good to the last day of its month, in Sydney, where Medicare keeps its
 * calendar. An expiry that cannot be read counts as expired.
 */
export function medicareCardExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return true;
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const nowYear = Number(parts.find((p) => p.type === 'year')?.value);
  const nowMonth = Number(parts.find((p) => p.type === 'month')?.value);
  return nowYear > year || (nowYear === year && nowMonth > month);
}

/** `POST /appointments/sendMedicareInvoice`. */
export const ZSendMedicareInvoice = z.object({ appointmentId: z.string().uuid() });
export type TSendMedicareInvoice = z.infer<typeof ZSendMedicareInvoice>;

export const ZMedicareInvoiceSent = z.object({
  sent: z.literal(true),
  itemNumber: z.string(),
});
export type TMedicareInvoiceSent = z.infer<typeof ZMedicareInvoiceSent>;

/** Why a Medicare account cannot be sent for a consult (409). */
export const MEDICARE_ACCOUNT_REFUSALS = {
  notPrivate:
    'Only a consult the patient paid for privately has a Medicare account: this one was bulk billed, paid by a company or free',
  notPaid: 'This consult has no payment taken yet, so there is nothing to claim',
  noCard: 'The patient has no Medicare card on their profile: add the card number and reference number first',
  noItem: 'No MBS item applies to this consult, so Medicare will not pay a rebate for it',
  noDoctor: 'This consult has no doctor, so it has no provider number to claim against',
  noProviderNumber:
    'The consult’s doctor has no Medicare provider number on their profile: add it before sending a Medicare account',
} as const;
