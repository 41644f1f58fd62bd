import { ErrorCode } from '@curo/core/errors';
import { faxWords, type TReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { changeReceivedFax, receivedFaxOr404 } from './received-fax-change';

/**
 * `POST /ReceivedFaxes/delete`: a soft delete. The fax leaves its folder (and a patient's record)
 * for the Deleted folder, where it can be restored for 30 days; then the purge removes it and its
 * PDF. Deleting a deleted fax changes nothing (its 30 days do not start again). Audited.
 */
export async function deleteFax({
  db,
  principal,
  client,
  id,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  id: string;
  now?: Date;
}): Promise<TReceivedFax> {
  const fax = await receivedFaxOr404(db, id);
  // Deleting a deleted fax changes nothing: its 30 days do not start again.
  const patch = fax.deletedAt ? null : { deletedAt: now, deletedBy: principal.actorId ?? principal.userId };
  return changeReceivedFax(db, { principal, client }, fax, patch, { action: 'fax.deleted' });
}

/**
 * `POST /ReceivedFaxes/restore`: a deleted fax goes back where it was (its folder, its patient's
 * record), while its 30 days last; after the purge it is gone (404). A fax not deleted is 409.
 */
export async function restoreFax({
  db,
  principal,
  client,
  id,
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  id: string;
}): Promise<TReceivedFax> {
  const fax = await receivedFaxOr404(db, id);
  if (!fax.deletedAt) throw new AppError(ErrorCode.INVALID_STATE, faxWords.notDeleted);
  return changeReceivedFax(
    db,
    { principal, client },
    fax,
    { deletedAt: null, deletedBy: null },
    { action: 'fax.restored' },
  );
}
