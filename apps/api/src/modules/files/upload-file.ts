import { createHash } from 'node:crypto';
import { ErrorCode } from '@curo/core/errors';
import { fileMessages, TEMP_FILE_HOURS, type TFileKind, type TStoredFile } from '@curo/core/files';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/storage/documents';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { actorsOf, auditedChange } from '../audit';
import { checkUpload } from './check-upload';
import { toFileDto } from './file-dto';
import { assertMayKeepMasters, consultForFiles, uploadableKind } from './files.policy';
import { findFile, insertFile } from './files.repository';

/**
 * `POST /fileUploads/{kind}` and `POST /containers/{kind}/upload`: stores one file of `kind` under
 * a random key, after checking who may (files.policy.ts) and what it is (check-upload.ts). A
 * referral belongs to the consult `appointmentId` and to its patient; uploading one is on the audit
 * trail. A temp file expires 24 hours after `now`.
 */
export async function uploadFile({
  db,
  storage,
  principal,
  kind: asked,
  appointmentId,
  file,
  client,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  kind: TFileKind;
  appointmentId?: string;
  file: UploadedFile | undefined;
  client: ClientContext;
  now?: Date;
}): Promise<TStoredFile> {
  const kind = uploadableKind(asked);
  let consult: { id: string; patientId: string } | null = null;
  if (kind === 'referrals') {
    if (!appointmentId) throw new AppError(ErrorCode.VALIDATION_ERROR, fileMessages.appointmentNeeded);
    consult = await consultForFiles(db, principal, appointmentId);
  }
  if (kind === 'masters') assertMayKeepMasters(principal);
  if (!file) throw new AppError(ErrorCode.VALIDATION_ERROR, fileMessages[kind].empty);
  const checked = await checkUpload(kind, file);

  const storageKey = newStorageKey(kind, checked.extension);
  await storage.put(storageKey, checked.bytes);
  try {
    const row = await auditedChange(
      db,
      (tx) =>
        insertFile(tx, {
          kind,
          ownerId: principal.userId,
          patientId: consult?.patientId ?? null,
          appointmentId: consult?.id ?? null,
          originalName: checked.fileName,
          contentType: checked.contentType,
          sizeBytes: checked.bytes.length,
          storageKey,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
          createdAt: now,
          expiresAt: kind === 'temp' ? new Date(now.getTime() + TEMP_FILE_HOURS * 3_600_000) : null,
        }),
      (inserted) =>
        consult
          ? {
              action: 'file.uploaded',
              ...actorsOf(principal),
              subjectUserId: consult.patientId,
              recordType: kind,
              recordId: inserted.id,
              context: client,
              details: { appointmentId: consult.id, sizeBytes: inserted.sizeBytes },
            }
          : null,
    );
    const named = await findFile(db, kind, row.id);
    if (!named) throw new Error('stored file not found after insert');
    return toFileDto(named);
  } catch (error) {
    // Nothing recorded: the bytes must not linger unowned.
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
