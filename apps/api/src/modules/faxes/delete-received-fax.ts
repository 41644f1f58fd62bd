import { ErrorCode } from '@curo/core/errors';
import { faxWords, type TReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, auditedChange } from '../audit';
import { toReceivedFaxDto } from './fax-dto';
import { findReceivedFax, updateReceivedFax } from './faxes.repository';

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
  const fax = await findReceivedFax(db, id);
  if (!fax) throw notFound(faxWords.notFound);
  if (!fax.deletedAt)
    await auditedChange(
      db,
      (tx) =>
        updateReceivedFax(tx, fax.id, { deletedAt: now, deletedBy: principal.actorId ?? principal.userId }),
      () => ({
        action: 'fax.deleted',
        ...actorsOf(principal),
        subjectUserId: fax.patientId,
        recordType: 'received_fax',
        recordId: fax.id,
        context: client,
      }),
    );
  const deleted = await findReceivedFax(db, fax.id);
  if (!deleted) throw notFound(faxWords.notFound);
  return toReceivedFaxDto(deleted);
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
  const fax = await findReceivedFax(db, id);
  if (!fax) throw notFound(faxWords.notFound);
  if (!fax.deletedAt) throw new AppError(ErrorCode.INVALID_STATE, faxWords.notDeleted);
  await auditedChange(
    db,
    (tx) => updateReceivedFax(tx, fax.id, { deletedAt: null, deletedBy: null }),
    () => ({
      action: 'fax.restored',
      ...actorsOf(principal),
      subjectUserId: fax.patientId,
      recordType: 'received_fax',
      recordId: fax.id,
      context: client,
    }),
  );
  const restored = await findReceivedFax(db, fax.id);
  if (!restored) throw notFound(faxWords.notFound);
  return toReceivedFaxDto(restored);
}
