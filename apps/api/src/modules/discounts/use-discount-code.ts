import {
  DISCOUNT_REFUSALS,
  discountCents,
  type TDiscountRefusal,
  type TVerifyCodeResult,
} from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { findUserById } from '../users';
import { codeRefusal } from './discounts.policy';
import {
  findDiscountCodeByCode,
  hasRedeemed,
  insertRedemption,
  takeRedemption,
} from './discounts.repository';

/** Whether `code` applies to `patientId` at `now`: the code's row, or why not. */
async function codeFor(db: Executor, code: string, patientId: string, now: Date) {
  const row = await findDiscountCodeByCode(db, code);
  // Whose company the patient is in matters only for a company's code.
  const patient = row?.companyId ? await findUserById(db, patientId) : undefined;
  const usedBefore = row?.oncePerPatient ? await hasRedeemed(db, row.id, patientId) : false;
  const refusal = codeRefusal(row, { companyId: patient?.companyId ?? null, usedBefore }, now);
  return refusal || !row ? { refusal: refusal ?? ('unknown' as const) } : { row };
}

const refused = (reason: TDiscountRefusal): TVerifyCodeResult => ({
  valid: false,
  reason,
  message: DISCOUNT_REFUSALS[reason],
});

/**
 * `verifyCode`: whether the code applies to the caller now, and what it takes off. A check, not a
 * use: the code is taken when a consult is booked with it (`redeemDiscountCode`), which checks again.
 */
export async function verifyDiscountCode({
  db,
  principal,
  code,
  now = new Date(),
}: {
  db: Executor;
  principal: Principal;
  code: string;
  now?: Date;
}): Promise<TVerifyCodeResult> {
  const found = await codeFor(db, code, principal.userId, now);
  if (!found.row) return refused(found.refusal);
  return {
    valid: true,
    code: found.row.code,
    percentOff: found.row.percentOff,
    amountOffCents: found.row.amountOffCents,
    validUntil: found.row.validUntil?.toISOString() ?? null,
  };
}

/**
 * What the code would take off the patient's consult of `priceCents` now, without using it (the
 * booking shows it and holds the rest on the card; `redeemDiscountCode` then uses it). 409
 * DISCOUNT_CODE_UNAVAILABLE with the reason in the patient's words when it does not apply.
 */
export async function quoteDiscountCode(
  db: Executor,
  {
    code,
    patientId,
    priceCents,
    now = new Date(),
  }: { code: string; patientId: string; priceCents: number; now?: Date },
): Promise<{ code: string; amountOffCents: number }> {
  const found = await codeFor(db, code, patientId, now);
  if (!found.row) throw new AppError(ErrorCode.DISCOUNT_CODE_UNAVAILABLE, DISCOUNT_REFUSALS[found.refusal]);
  return { code: found.row.code, amountOffCents: discountCents(priceCents, found.row) };
}

/**
 * Uses the code for the patient's consult of `priceCents`, in the booking's transaction: its count
 * rises only while under its limit (one conditional update), and a once-per-patient code is refused
 * the second time by a unique index, so concurrent bookings never overrun either. 409
 * DISCOUNT_CODE_UNAVAILABLE with the reason in the patient's words when it does not apply; the
 * booking's transaction then rolls back whole.
 */
export async function redeemDiscountCode(
  tx: Executor,
  {
    code,
    patientId,
    priceCents,
    appointmentId = null,
    now = new Date(),
  }: { code: string; patientId: string; priceCents: number; appointmentId?: string | null; now?: Date },
): Promise<{ codeId: string; code: string; amountOffCents: number }> {
  const found = await codeFor(tx, code, patientId, now);
  if (!found.row) throw new AppError(ErrorCode.DISCOUNT_CODE_UNAVAILABLE, DISCOUNT_REFUSALS[found.refusal]);
  const { row } = found;
  // Checked again under the row's lock: another booking may have taken the last use meanwhile.
  if (!(await takeRedemption(tx, row.id, now)))
    throw new AppError(ErrorCode.DISCOUNT_CODE_UNAVAILABLE, DISCOUNT_REFUSALS.used_up);
  const amountOffCents = discountCents(priceCents, row);
  const recorded = await insertRedemption(tx, {
    codeId: row.id,
    patientId,
    appointmentId,
    amountOffCents,
    redeemedAt: now,
    oncePerPatient: row.oncePerPatient,
  });
  if (!recorded) throw new AppError(ErrorCode.DISCOUNT_CODE_UNAVAILABLE, DISCOUNT_REFUSALS.already_used);
  return { codeId: row.id, code: row.code, amountOffCents };
}
