import { FAX_RESTORE_DAYS } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { auditedChange } from '../audit';
import { findDeletedBefore, removeReceivedFax } from './faxes.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes, for good, faxes deleted more than FAX_RESTORE_DAYS before `now`: the row (with an audit
 * event in the same transaction) and then the PDF. Returns how many went. The daily job calls it;
 * tests pass their own `now`.
 */
export async function purgeDeletedFaxes({
  db,
  storage,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  now?: Date;
}): Promise<number> {
  const due = await findDeletedBefore(db, new Date(now.getTime() - FAX_RESTORE_DAYS * DAY_MS));
  for (const fax of due) {
    await auditedChange(
      db,
      (tx) => removeReceivedFax(tx, fax.id),
      () => ({
        action: 'fax.purged',
        subjectUserId: fax.patientId,
        recordType: 'received_fax',
        recordId: fax.id,
        details: { deletedAt: fax.deletedAt?.toISOString() ?? null },
      }),
    );
    await storage.delete(fax.storageKey);
  }
  return due.length;
}
