import { isRetentionOver } from '@curo/core/retention';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { auditedChange } from '../audit';
import { removeFilesOfPerson } from '../files';
import { closedAccountFacts, deidentifyAccountRows, storageKeysOfAccount } from './retention.repository';

/** Closed accounts read per query while looking for those due. */
export const RETENTION_BATCH_SIZE = 100;

export interface RetentionRun {
  /** Closed accounts not yet de-identified that were looked at. */
  checked: number;
  /** Of those, the ones de-identified in this run. */
  deidentified: number;
}

/**
 * The retention job (decision 0058): every closed patient account whose retention period is over
 * at `now` (`@curo/core/retention`) is de-identified, one transaction per account, each with an
 * audit event that names only the account's internal id. Open accounts, accounts not yet due and
 * accounts already de-identified are never touched, so a second run changes nothing.
 *
 * For each account the stored bytes go first (the file store's through its own use case, the rest
 * straight from storage), then the rows change in one transaction that re-reads the account under
 * a lock and gives up if it is no longer closed or due. A crash in between leaves only bytes
 * removed from an account that is due anyway; the next run finishes it.
 */
export async function deidentifyClosedAccounts({
  db,
  storage,
  now = new Date(),
  batchSize = RETENTION_BATCH_SIZE,
}: {
  db: Db;
  storage: FileStorage;
  now?: Date;
  batchSize?: number;
}): Promise<RetentionRun> {
  const run: RetentionRun = { checked: 0, deidentified: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await closedAccountFacts(db, { afterId, limit: batchSize });
    for (const account of batch) {
      run.checked += 1;
      if (!isRetentionOver(account, now)) continue;
      if (await deidentifyAccount({ db, storage, userId: account.id, now })) run.deidentified += 1;
    }
    if (batch.length < batchSize) return run;
    afterId = batch[batch.length - 1]?.id ?? null;
  }
}

async function deidentifyAccount({
  db,
  storage,
  userId,
  now,
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  now: Date;
}): Promise<boolean> {
  for (const key of await storageKeysOfAccount(db, userId)) await storage.delete(key);
  const filesRemoved = await removeFilesOfPerson({ db, storage, userId, now });
  return auditedChange(
    db,
    async (tx) => {
      const [still] = await closedAccountFacts(tx, { id: userId, lock: true });
      if (!still || !isRetentionOver(still, now)) return false;
      await deidentifyAccountRows(tx, userId, now);
      return true;
    },
    (done) =>
      done
        ? {
            action: 'user.deidentified',
            subjectUserId: userId,
            recordType: 'user',
            recordId: userId,
            details: { filesRemoved },
            at: now,
          }
        : null,
  );
}
