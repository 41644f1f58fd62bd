import { z } from 'zod';

/**
 * Discount codes (issue 13, decision 0034): a percentage or an amount off a consult's fee, for
 * everyone or one company's people, within dates, for a number of uses, once per patient or not.
 * A code is shown as it was typed and compared without case.
 */

/** Letters, digits, hyphens and underscores, 3 to 32 of them: easy to read out and to type. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,30}[A-Za-z0-9]$/;
export const DISCOUNT_PAGE_SIZE = 20;

export const discountMessages = {
  codeFormat:
    'Use 3 to 32 letters, digits, hyphens or underscores, starting and ending with a letter or digit',
  oneKind: 'Give either a percentage or an amount off, not both',
  percentRange: 'A percentage off is a whole number from 1 to 100',
  amountRange: 'An amount off is a whole number of cents from 1 to 1,000,000',
  untilAfterFrom: 'The last day must come after the first',
  maxRedemptions: 'Allow at least 1 use, at most 1,000,000',
  codeTaken: 'Another discount code already uses that code',
  notFound: 'Discount code not found',
  companyNotFound: 'That company does not exist',
  nothingToChange: 'Change at least one thing',
} as const;

/** Why a code does not apply, in the words a patient reads under the field. */
export const DISCOUNT_REFUSALS = {
  unknown: 'We do not recognise that code. Check it and try again.',
  disabled: 'That code is no longer available.',
  expired: 'That code has expired.',
  not_yet_valid: 'That code is not valid yet.',
  used_up: 'That code has been fully used.',
  not_for_your_company: 'That code is only for people of another organisation.',
  already_used: 'You have already used that code.',
} as const;
export type TDiscountRefusal = keyof typeof DISCOUNT_REFUSALS;

const ZCode = z.string().trim().regex(DISCOUNT_CODE_PATTERN, { error: discountMessages.codeFormat });
const ZPercent = z.number().int().min(1).max(100, { error: discountMessages.percentRange });
const ZAmount = z.number().int().min(1).max(1_000_000, { error: discountMessages.amountRange });
const ZMaxRedemptions = z.number().int().min(1).max(1_000_000, { error: discountMessages.maxRedemptions });
const ZInstant = z.iso.datetime({ offset: true, error: 'Give the time as an ISO-8601 time' });

/** The rules of a code, as an admin sets them (all but the code itself may change later). */
const rules = {
  percentOff: ZPercent.nullish(),
  amountOffCents: ZAmount.nullish(),
  validFrom: ZInstant.nullish(),
  validUntil: ZInstant.nullish(),
  maxRedemptions: ZMaxRedemptions.nullish(),
  companyId: z.string().uuid().nullish(),
  oncePerPatient: z.boolean().optional(),
};

const oneKind = (v: { percentOff?: number | null; amountOffCents?: number | null }) =>
  (v.percentOff != null) !== (v.amountOffCents != null);
const untilAfterFrom = (v: { validFrom?: string | null; validUntil?: string | null }) =>
  !v.validFrom || !v.validUntil || Date.parse(v.validUntil) > Date.parse(v.validFrom);

/** `POST /discountCodes/create`: exactly one of `percentOff` and `amountOffCents`. */
export const ZDiscountCodeInput = z
  .object({ code: ZCode, ...rules })
  .refine(oneKind, { error: discountMessages.oneKind, path: ['percentOff'] })
  .refine(untilAfterFrom, { error: discountMessages.untilAfterFrom, path: ['validUntil'] });
export type TDiscountCodeInput = z.infer<typeof ZDiscountCodeInput>;

/**
 * `PATCH /discountCodes/{id}`: the rules to change (null clears a limit), or `disabled`. Switching
 * between a percentage and an amount gives the new one and null for the other.
 */
export const ZDiscountCodeEdit = z
  .object({ ...rules, disabled: z.boolean().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: discountMessages.nothingToChange });
export type TDiscountCodeEdit = z.infer<typeof ZDiscountCodeEdit>;

export const ZDiscountCode = z.object({
  id: z.string().uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  /** How many times it has been used. */
  redemptions: z.number().int(),
  companyId: z.string().uuid().nullable(),
  companyName: z.string().nullable(),
  oncePerPatient: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

export const ZDiscountCodeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Part of the code, any case. */
  q: z.string().trim().max(32).optional(),
});
export type TDiscountCodeListQuery = z.infer<typeof ZDiscountCodeListQuery>;

export const ZDiscountCodeList = z.object({
  items: z.array(ZDiscountCode),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDiscountCodeList = z.infer<typeof ZDiscountCodeList>;

export const ZVerifyCodeQuery = z.object({ code: z.string().trim().min(1).max(64) });

/** `GET /discountCodes/verifyCode?code=`: whether it applies to the caller now, and what it takes off. */
export const ZVerifyCodeResult = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    percentOff: z.number().int().nullable(),
    amountOffCents: z.number().int().nullable(),
    validUntil: z.string().nullable(),
  }),
  z.object({
    valid: z.literal(false),
    reason: z.enum(Object.keys(DISCOUNT_REFUSALS) as [TDiscountRefusal, ...TDiscountRefusal[]]),
    message: z.string(),
  }),
]);
export type TVerifyCodeResult = z.infer<typeof ZVerifyCodeResult>;

/** What a code takes off a fee of `priceCents`: never more than the fee, never below 0. */
export function discountCents(
  priceCents: number,
  code: { percentOff: number | null; amountOffCents: number | null },
): number {
  if (priceCents <= 0) return 0;
  if (code.percentOff != null) return Math.min(priceCents, Math.round((priceCents * code.percentOff) / 100));
  return Math.min(priceCents, code.amountOffCents ?? 0);
}
