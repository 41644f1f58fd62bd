import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { forgetFileNamesOfPerson, markDeleted, storedFilesOfPerson } from './files.repository';

/**
 * Removes every file a person uploaded or that belongs to their health record (referral letters,
 * letter templates, temp files), for the retention job (decision 0058): each file's bytes first,
 * then its row is marked deleted, so a crash between the two leaves only work a re-run finishes;
 * then the uploaded names are forgotten. Safe to run again: answers how many files it removed.
 */
export async function removeFilesOfPerson({
  db,
  storage,
  userId,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  userId: string;
  now?: Date;
}): Promise<number> {
  let removed = 0;
  for (const file of await storedFilesOfPerson(db, userId)) {
    await storage.delete(file.storageKey);
    if (await markDeleted(db, file.id, now)) removed += 1;
  }
  await forgetFileNamesOfPerson(db, userId);
  return removed;
}
