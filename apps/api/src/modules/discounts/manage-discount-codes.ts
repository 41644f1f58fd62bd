import {
  DISCOUNT_PAGE_SIZE,
  discountMessages,
  type TDiscountCode,
  type TDiscountCodeEdit,
  type TDiscountCodeInput,
  type TDiscountCodeList,
  type TDiscountCodeListQuery,
} from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { type AuditEventInput, actorsOf, auditedChange } from '../audit';
import { findCompanyById } from '../companies';
import {
  type DiscountCodeWithCompany,
  findDiscountCodeById,
  insertDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discounts.repository';

export const toDiscountCodeDto = (row: DiscountCodeWithCompany): TDiscountCode => ({
  id: row.id,
  code: row.code,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  companyId: row.companyId,
  companyName: row.companyName,
  oncePerPatient: row.oncePerPatient,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const event = (
  principal: Principal,
  client: ClientContext,
  action: 'billing.discount_created' | 'billing.discount_updated',
  id: string,
  details: Record<string, unknown>,
): AuditEventInput => ({
  action,
  ...actorsOf(principal),
  recordType: 'discount_code',
  recordId: id,
  context: client,
  details,
});

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

async function assertCompany(db: Executor, companyId: string | null | undefined) {
  if (companyId && !(await findCompanyById(db, companyId)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, discountMessages.companyNotFound);
}

/** Admins: codes, newest first, 20 a page, with how often each was used. */
export async function getDiscountCodes({
  db,
  query,
}: {
  db: Executor;
  query: TDiscountCodeListQuery;
}): Promise<TDiscountCodeList> {
  const { rows, total } = await listDiscountCodes(db, { ...query, pageSize: DISCOUNT_PAGE_SIZE });
  return { items: rows.map(toDiscountCodeDto), total, page: query.page, pageSize: DISCOUNT_PAGE_SIZE };
}

/** Admins: a new code; 409 DISCOUNT_CODE_TAKEN when another has it in any case. */
export async function createDiscountCode({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: TDiscountCodeInput;
  client: ClientContext;
}): Promise<TDiscountCode> {
  await assertCompany(db, input.companyId);
  const row = await auditedChange(
    db,
    async (tx) => {
      const inserted = await insertDiscountCode(tx, {
        code: input.code,
        percentOff: input.percentOff ?? null,
        amountOffCents: input.amountOffCents ?? null,
        validFrom: toDate(input.validFrom) ?? null,
        validUntil: toDate(input.validUntil) ?? null,
        maxRedemptions: input.maxRedemptions ?? null,
        companyId: input.companyId ?? null,
        oncePerPatient: input.oncePerPatient ?? false,
        createdBy: principal.actorId ?? principal.userId,
      });
      if (!inserted) throw new AppError(ErrorCode.DISCOUNT_CODE_TAKEN, discountMessages.codeTaken);
      return inserted;
    },
    (inserted) => event(principal, client, 'billing.discount_created', inserted.id, { code: inserted.code }),
  );
  const created = await findDiscountCodeById(db, row.id);
  if (!created) throw new Error('a code just stored is missing');
  return toDiscountCodeDto(created);
}

/**
 * Admins: changes a code's rules, or disables or enables it. The result must still be a valid code
 * (one kind of discount, the last day after the first, a limit no lower than its uses): 400
 * otherwise.
 */
export async function editDiscountCode({
  db,
  principal,
  id,
  edit,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  edit: TDiscountCodeEdit;
  client: ClientContext;
}): Promise<TDiscountCode> {
  const current = await findDiscountCodeById(db, id);
  if (!current) throw notFound(discountMessages.notFound);
  await assertCompany(db, edit.companyId);
  const { disabled, ...rules } = edit;
  // A field left out keeps its value; null clears it.
  const keep = <T>(given: T | null | undefined, now: T | null): T | null =>
    given === undefined ? now : given;
  const next = {
    percentOff: keep(rules.percentOff, current.percentOff),
    amountOffCents: keep(rules.amountOffCents, current.amountOffCents),
    validFrom: keep(toDate(rules.validFrom), current.validFrom),
    validUntil: keep(toDate(rules.validUntil), current.validUntil),
    maxRedemptions: keep(rules.maxRedemptions, current.maxRedemptions),
  };
  if ((next.percentOff === null) === (next.amountOffCents === null))
    throw new AppError(ErrorCode.VALIDATION_ERROR, discountMessages.oneKind);
  if (next.validFrom && next.validUntil && next.validUntil <= next.validFrom)
    throw new AppError(ErrorCode.VALIDATION_ERROR, discountMessages.untilAfterFrom);
  if (next.maxRedemptions !== null && next.maxRedemptions < current.redemptions)
    throw new AppError(
      ErrorCode.VALIDATION_ERROR,
      `It has been used ${current.redemptions} times already: allow at least that many`,
    );
  await auditedChange(
    db,
    async (tx) => {
      const updated = await updateDiscountCode(tx, id, {
        ...next,
        ...(rules.companyId !== undefined ? { companyId: rules.companyId } : {}),
        ...(rules.oncePerPatient !== undefined ? { oncePerPatient: rules.oncePerPatient } : {}),
        ...(disabled !== undefined
          ? { disabledAt: disabled ? (current.disabledAt ?? new Date()) : null }
          : {}),
      });
      if (!updated) throw notFound(discountMessages.notFound);
      return updated;
    },
    () => event(principal, client, 'billing.discount_updated', id, { changed: Object.keys(edit).sort() }),
  );
  const edited = await findDiscountCodeById(db, id);
  if (!edited) throw notFound(discountMessages.notFound);
  return toDiscountCodeDto(edited);
}
