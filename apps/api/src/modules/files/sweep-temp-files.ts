import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { expiredFiles, markDeleted } from './files.repository';

/**
 * Removes every file whose time has run out at `now` (temp files, 24 hours after upload): its
 * bytes first, then its row is marked deleted, so a crash between the two only leaves a row the
 * next sweep finishes. Answers how many it removed.
 */
export async function sweepExpiredFiles({
  db,
  storage,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  now?: Date;
}): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await expiredFiles(db, now);
    for (const file of batch) {
      await storage.delete(file.storageKey);
      if (await markDeleted(db, file.id, now)) removed += 1;
    }
    if (batch.length < 500) return removed;
  }
}
