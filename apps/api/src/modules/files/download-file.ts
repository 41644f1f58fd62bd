import { fileMessages, type TFileKind } from '@curo/core/files';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit';
import { consultForFiles, mayReadOwnFile, uploadableKind } from './files.policy';
import { findFile } from './files.repository';

/** 404 for anything the caller may not see, and for a consult they are not in. */
const hidden = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) throw notFound(fileMessages.fileNotFound);
  throw error;
};

/**
 * `GET /fileUploads/{kind}/{id}` and `GET /containers/{kind}/download/{id}`: a stored file's bytes,
 * its stored type and its cleaned name, for those its kind allows (files.policy.ts); anyone else
 * gets 404. Every download of a referral is a view of the patient's record: on the audit trail and,
 * for staff, in the patient's access history.
 */
export async function downloadFile({
  db,
  storage,
  principal,
  kind: asked,
  fileId,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  kind: TFileKind;
  fileId: string;
  client: ClientContext;
}): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const kind = uploadableKind(asked);
  const found = await findFile(db, kind, fileId);
  if (!found) throw notFound(fileMessages.fileNotFound);
  const { file } = found;
  if (kind === 'referrals') {
    if (!file.appointmentId) throw notFound(fileMessages.fileNotFound);
    await consultForFiles(db, principal, file.appointmentId).catch(hidden);
  } else if (!mayReadOwnFile(principal, file)) throw notFound(fileMessages.fileNotFound);

  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw notFound(fileMessages.fileNotFound);
  if (file.patientId)
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: file.patientId,
      recordType: kind,
      recordId: file.id,
      context: client,
      details: { appointmentId: file.appointmentId, download: true },
    });
  return { bytes, contentType: file.contentType, fileName: file.originalName };
}
