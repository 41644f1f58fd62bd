import { ErrorCode } from '@curo/core/errors';
import {
  medicareMessages,
  type TMbsItem,
  type TMbsItemEdit,
  type TMbsItemInput,
  type TMbsItemList,
} from '@curo/core/medicare';
import type { TAppointmentType } from '@curo/core/scheduling';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { type AuditEventInput, actorsOf, auditedChange } from '../audit';
import {
  findMbsItemById,
  insertMbsItem,
  itemNumberTaken,
  listMbsItems,
  type MbsItemRow,
  updateMbsItem,
} from './medicare.repository';

export const toMbsItemDto = (row: MbsItemRow): TMbsItem => ({
  id: row.id,
  itemNumber: row.itemNumber,
  description: row.description,
  consultType: row.consultType as TAppointmentType,
  minMinutes: row.minMinutes,
  maxMinutes: row.maxMinutes,
  feeCents: row.feeCents,
  bulkBillable: row.bulkBillable,
  demo: row.demo,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

const taken = () => new AppError(ErrorCode.MBS_ITEM_TAKEN, medicareMessages.itemTaken);

/**
 * The audit event of an admin's change to the MBS items. The trail has no Medicare actions of its
 * own yet, so a change reads as one to the admin-managed reference content, of record type
 * `mbs_item`, with the item number and the fields changed.
 */
const event = (
  principal: Principal,
  client: ClientContext,
  action: 'billing.mbs_item_created' | 'billing.mbs_item_updated',
  row: MbsItemRow,
  details: Record<string, unknown>,
): AuditEventInput => ({
  action,
  ...actorsOf(principal),
  recordType: 'mbs_item',
  recordId: row.id,
  context: client,
  details: { itemNumber: row.itemNumber, ...details },
});

/** Admins: every item, active or not. */
export async function getMbsItems({ db }: { db: Executor }): Promise<TMbsItemList> {
  return { items: (await listMbsItems(db)).map(toMbsItemDto) };
}

/** Admins: a new item (never a demo one); 409 MBS_ITEM_TAKEN when its number is another's. */
export async function createMbsItem({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: TMbsItemInput;
  client: ClientContext;
}): Promise<TMbsItem> {
  const row = await auditedChange(
    db,
    async (tx) => {
      const inserted = await insertMbsItem(tx, { ...input, demo: false, active: true });
      if (!inserted) throw taken();
      return inserted;
    },
    (inserted) => event(principal, client, 'billing.mbs_item_created', inserted, {}),
  );
  return toMbsItemDto(row);
}

/**
 * Admins: changes an item, or takes it out of use (`active: false`) or back. The result must still
 * be a valid range (the longest length after the shortest): 400 otherwise. An item whose fee an
 * admin sets is no longer a demo value.
 */
export async function editMbsItem({
  db,
  principal,
  id,
  edit,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  edit: TMbsItemEdit;
  client: ClientContext;
}): Promise<TMbsItem> {
  const current = await findMbsItemById(db, id);
  if (!current) throw notFound(medicareMessages.itemNotFound);
  const minMinutes = edit.minMinutes ?? current.minMinutes;
  const maxMinutes = edit.maxMinutes === undefined ? current.maxMinutes : edit.maxMinutes;
  if (maxMinutes !== null && maxMinutes <= minMinutes)
    throw new AppError(ErrorCode.VALIDATION_ERROR, medicareMessages.maxAfterMin);
  try {
    const row = await auditedChange(
      db,
      async (tx) => {
        if (edit.itemNumber !== undefined && (await itemNumberTaken(tx, edit.itemNumber, id))) throw taken();
        const updated = await updateMbsItem(tx, id, {
          ...edit,
          ...(edit.feeCents !== undefined ? { demo: false } : {}),
        });
        if (!updated) throw notFound(medicareMessages.itemNotFound);
        return updated;
      },
      (updated) =>
        event(principal, client, 'billing.mbs_item_updated', updated, { changed: Object.keys(edit).sort() }),
    );
    return toMbsItemDto(row);
  } catch (error) {
    // Two admins giving two items one number at the same moment: the unique index refuses the second.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
