import { fileMessages, type TFileKind } from '@curo/core/files';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, auditedChange } from '../audit';
import { mayRemove, uploadableKind } from './files.policy';
import { findFile, markDeleted } from './files.repository';

/**
 * `DELETE /fileUploads/{kind}/{id}`: whoever uploaded a file (or an admin, except for temp files)
 * removes it; anyone else gets 404. The row stays as a record (deleted), the bytes go. Removing a
 * referral is on the audit trail.
 */
export async function deleteFile({
  db,
  storage,
  principal,
  kind: asked,
  fileId,
  client,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  kind: TFileKind;
  fileId: string;
  client: ClientContext;
  now?: Date;
}): Promise<void> {
  const kind = uploadableKind(asked);
  const found = await findFile(db, kind, fileId);
  if (!found || !mayRemove(principal, found.file)) throw notFound(fileMessages.fileNotFound);
  const { file } = found;
  await auditedChange(
    db,
    (tx) => markDeleted(tx, file.id, now),
    (removed) =>
      removed && file.patientId
        ? {
            action: 'file.deleted',
            ...actorsOf(principal),
            subjectUserId: file.patientId,
            recordType: kind,
            recordId: file.id,
            context: client,
            details: { appointmentId: file.appointmentId },
          }
        : null,
  );
  await storage.delete(file.storageKey);
}
