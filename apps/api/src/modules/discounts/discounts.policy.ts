import type { TDiscountRefusal } from '@curo/core/discounts';
import type { DiscountCodeRow } from './discounts.repository';

/**
 * Who may use a discount code, and when (decision 0034). Admins manage codes (the routes say so);
 * anyone signed in may ask whether a code applies to them. A code applies while it is enabled,
 * within its dates, under its limit, to its company's people only when it has a company, and once
 * per patient when it says so. The first rule a code breaks is the reason given.
 */
export function codeRefusal(
  code:
    | Pick<
        DiscountCodeRow,
        | 'disabledAt'
        | 'validFrom'
        | 'validUntil'
        | 'companyId'
        | 'maxRedemptions'
        | 'redemptions'
        | 'oncePerPatient'
      >
    | undefined,
  patient: { companyId: string | null; usedBefore: boolean },
  now: Date,
): TDiscountRefusal | null {
  if (!code) return 'unknown';
  if (code.disabledAt) return 'disabled';
  if (code.validFrom && code.validFrom > now) return 'not_yet_valid';
  if (code.validUntil && code.validUntil <= now) return 'expired';
  if (code.companyId && code.companyId !== patient.companyId) return 'not_for_your_company';
  if (code.oncePerPatient && patient.usedBefore) return 'already_used';
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return 'used_up';
  return null;
}
