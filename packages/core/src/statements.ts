import { z } from 'zod';
import { CONSULT_BILLINGS, PAYMENT_STATUSES, type TConsultBilling } from './billing.ts';
import { ZAppointmentStatus, ZAppointmentType } from './scheduling.ts';

/**
 * Doctors' statements (issue 13): what Curo collected for a doctor's consults, its commission and
 * what it owes the doctor. Money is whole cents (AUD). Only card payments pass through Curo, so a
 * bulk-billed, company-paid or free consult is listed with nothing collected.
 */

/** Statement periods are Sydney calendar days, first and last included. */
export const STATEMENT_TIME_ZONE = 'Australia/Sydney';
/** The longest period one statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;

export const statementMessages = {
  date: 'Give the date as YYYY-MM-DD',
  toAfterFrom: 'The last day must be on or after the first',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days: choose a shorter period`,
  chooseDoctor: 'Choose the doctor whose statement you want',
  notFound: 'Doctor not found',
  appointmentNotFound: 'Appointment not found',
} as const;

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: statementMessages.date })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: statementMessages.date,
    },
  );

/** Days from `from` to `to`, both counted. */
export const daysInPeriod = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Who paid for a consult (billing.ts, decision 0036). */
export const ZBillingKind = z.enum(CONSULT_BILLINGS);
export type TBillingKind = TConsultBilling;

/** How each billing kind reads on a statement. */
export const BILLING_KIND_LABELS: Record<TBillingKind, string> = {
  private: 'Paid by card',
  bulk_billed: 'Bulk billed',
  company: 'Paid by company',
  free: 'Free',
};

/**
 * `POST /appointments/generateDoctorInvoice`: a doctor's statement for `from`–`to` (Sydney days,
 * both included, at most 366). Doctors get their own; admins name the doctor.
 */
export const ZDoctorStatementRequest = z
  .object({
    doctorId: z.string().uuid().optional(),
    from: ZDay,
    to: ZDay,
    format: z.enum(['json', 'pdf']).optional(),
  })
  .refine((v) => v.to >= v.from, { error: statementMessages.toAfterFrom, path: ['to'] })
  .refine((v) => v.to < v.from || daysInPeriod(v.from, v.to) <= STATEMENT_MAX_DAYS, {
    error: statementMessages.tooLong,
    path: ['to'],
  });
export type TDoctorStatementRequest = z.infer<typeof ZDoctorStatementRequest>;

/** The money of one consult, as a statement line or `fetchDoctorInvoiceInfo` shows it. */
export const ZConsultMoney = z.object({
  /** The consult's fee before any discount. */
  feeCents: z.number().int(),
  discountCents: z.number().int(),
  /** Taken from the patient's card (the fee less the discount), once the payment was captured. */
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Collected less refunds: what the commission is worked on. */
  netCents: z.number().int(),
  /** The platform's share of the net, rounded to the cent (half a cent up). */
  commissionCents: z.number().int(),
  /** The net less the commission: what Curo owes the doctor. */
  payableCents: z.number().int(),
});
export type TConsultMoney = z.infer<typeof ZConsultMoney>;

/** `GET /appointments/{id}/fetchDoctorInvoiceInfo`: one consult's money, for its doctor and admins. */
export const ZDoctorInvoiceInfo = ZConsultMoney.extend({
  appointmentId: z.string().uuid(),
  doctorId: z.string().uuid(),
  doctorName: z.string(),
  providerNumber: z.string().nullable(),
  patientName: z.string(),
  type: ZAppointmentType,
  status: ZAppointmentStatus,
  /** When the consult took place (its start; for a consult without a time, when it was completed). */
  dateOfService: z.string().nullable(),
  billing: ZBillingKind.nullable(),
  /** The MBS item it is billed under, if any. */
  mbsItem: z.string().nullable(),
  commissionPercent: z.number(),
  /** The state of the consult's latest card payment, if it has one. */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type TDoctorInvoiceInfo = z.infer<typeof ZDoctorInvoiceInfo>;

export const ZStatementLine = ZConsultMoney.extend({
  appointmentId: z.string().uuid(),
  dateOfService: z.string(),
  patientName: z.string(),
  type: ZAppointmentType,
  billing: ZBillingKind.nullable(),
  mbsItem: z.string().nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZDoctorStatement = z.object({
  doctor: z.object({ id: z.string().uuid(), name: z.string(), providerNumber: z.string().nullable() }),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  commissionPercent: z.number(),
  business: z.object({ name: z.string(), abn: z.string().nullable() }),
  /** Completed consults in the period, earliest first. */
  consults: z.array(ZStatementLine),
  /** The sums of the lines (the commission is the sum of each line's, so the lines add up). */
  totals: ZConsultMoney.extend({ consults: z.number().int() }),
  generatedAt: z.string(),
});
export type TDoctorStatement = z.infer<typeof ZDoctorStatement>;

/**
 * The commission on `netCents` at `percent`, rounded to the cent with half a cent going up. The
 * percentage is taken to two decimal places (basis points), so the sum is done in whole numbers.
 */
export function commissionOf(netCents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((netCents * basisPoints + 5_000) / 10_000);
}

/** A consult's statement money from what its payments hold. */
export function consultMoney(
  paid: { feeCents: number; discountCents: number; collectedCents: number; refundedCents: number },
  percent: number,
): TConsultMoney {
  const netCents = Math.max(0, paid.collectedCents - paid.refundedCents);
  const commissionCents = commissionOf(netCents, percent);
  return { ...paid, netCents, commissionCents, payableCents: netCents - commissionCents };
}

/** The sum of statement lines. */
export function totalOf(lines: readonly TConsultMoney[]): TDoctorStatement['totals'] {
  const sum = (key: keyof TConsultMoney) => lines.reduce((acc, line) => acc + line[key], 0);
  return {
    consults: lines.length,
    feeCents: sum('feeCents'),
    discountCents: sum('discountCents'),
    collectedCents: sum('collectedCents'),
    refundedCents: sum('refundedCents'),
    netCents: sum('netCents'),
    commissionCents: sum('commissionCents'),
    payableCents: sum('payableCents'),
  };
}
