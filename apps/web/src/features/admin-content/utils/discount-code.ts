import type { TDiscountCode } from '@curo/core/discounts';
import type { TPillTone } from '../../../components/ui/status-pill';
import { addDays, formatCalendarDate, localDate, viewerTimeZone, zonedInstant } from '../../../lib/date-time';
import { formatCents } from '../../../lib/money';

/** Where a code stands now; the first that holds wins, as the check a patient meets orders them. */
export type TDiscountStatus = 'disabled' | 'not_yet_valid' | 'expired' | 'used_up' | 'active';

export const DISCOUNT_STATUS: Record<TDiscountStatus, { label: string; tone: TPillTone }> = {
  active: { label: 'Active', tone: 'success' },
  disabled: { label: 'Disabled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  not_yet_valid: { label: 'Not yet valid', tone: 'info' },
  used_up: { label: 'Used up', tone: 'warning' },
};

type TRules = Pick<
  TDiscountCode,
  'disabled' | 'validFrom' | 'validUntil' | 'maxRedemptions' | 'redemptions' | 'percentOff' | 'amountOffCents'
>;

/** The code's status at `now` (ms): `validFrom` counts from its instant, `validUntil` up to it. */
export function discountStatus(code: TRules, now: number = Date.now()): TDiscountStatus {
  if (code.disabled) return 'disabled';
  if (code.validFrom && now < Date.parse(code.validFrom)) return 'not_yet_valid';
  if (code.validUntil && now >= Date.parse(code.validUntil)) return 'expired';
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return 'used_up';
  return 'active';
}

/** "20% off" or "$15.00 off". */
export const discountOff = (code: Pick<TRules, 'percentOff' | 'amountOffCents'>) =>
  code.percentOff !== null ? `${code.percentOff}% off` : `${formatCents(code.amountOffCents ?? 0)} off`;

/** "3 of 5 used", or "3 used" without a limit. */
export const discountUses = (code: Pick<TRules, 'maxRedemptions' | 'redemptions'>) =>
  code.maxRedemptions !== null
    ? `${code.redemptions} of ${code.maxRedemptions} used`
    : `${code.redemptions} used`;

/** "1 Dec 2026" for a calendar date. */
const dayLabel = (date: string) => formatCalendarDate(date, { weekday: undefined, month: 'short' });

/** The first day a code works, in `zone` (YYYY-MM-DD). */
export const firstDayOf = (validFrom: string, zone: string = viewerTimeZone()) => localDate(validFrom, zone);

/** The last day a code works, in `zone`: the day of the last moment before `validUntil`. */
export const lastDayOf = (validUntil: string, zone: string = viewerTimeZone()) =>
  localDate(new Date(Date.parse(validUntil) - 1), zone);

/** "1 Dec 2026 – 31 Jan 2027", "From 1 Dec 2026, no end date", "Until 31 Jan 2027" or "No end date". */
export function discountDates(
  code: Pick<TRules, 'validFrom' | 'validUntil'>,
  zone: string = viewerTimeZone(),
): string {
  const from = code.validFrom ? dayLabel(firstDayOf(code.validFrom, zone)) : null;
  const until = code.validUntil ? dayLabel(lastDayOf(code.validUntil, zone)) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}, no end date`;
  if (until) return `Until ${until}`;
  return 'No end date';
}

/** A calendar date as a date box gives it (YYYY-MM-DD), and one that exists. */
const isDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));

/** The instant a first day begins in `zone`; null for a value that is not a date. */
export const startOfDay = (date: string, zone: string = viewerTimeZone()) =>
  isDate(date) ? zonedInstant(date, '00:00', zone) : null;

/**
 * The instant a last day ends in `zone`: the next day's midnight, since `validUntil` is the first
 * moment the code no longer works (decision 0034). Null for a value that is not a date.
 */
export const endOfDay = (date: string, zone: string = viewerTimeZone()) =>
  isDate(date) ? zonedInstant(addDays(date, 1), '00:00', zone) : null;
