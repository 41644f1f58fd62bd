import { ErrorCode } from '@curo/core/errors';
import type { TUserDetail } from '@curo/core/users';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { normaliseImage } from '../../platform/storage/images';
import { auditedChange } from '../audit/record-audit-event';
import { userUpdated } from './user-audit';
import { toUserDetail } from './user-detail';
import { editableUser } from './user-profile';
import { maySeeSignature } from './users.policy';
import { findDoctorProfile, findUserById, setUserColumns, updateDoctorProfile } from './users.repository';

/** `POST /users/{id}/uploadProfilePicture`: resized to at most 512 px, stored as WebP. */
export async function uploadProfilePicture({
  db,
  storage,
  principal,
  id,
  bytes,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: string;
  bytes: Buffer;
  client: ClientContext;
}): Promise<TUserDetail> {
  const target = await editableUser(db, principal, id);
  const image = await normaliseImage(bytes, { format: 'webp', maxWidth: 512, maxHeight: 512 });
  const key = newStorageKey('avatars', 'webp');
  // Storage cannot join a transaction: the new file is stored first, the row and its audit event
  // land together, and only then is the old file let go.
  await storage.put(key, image);
  await auditedChange(
    db,
    (tx) => setUserColumns(tx, target.id, { photoKey: key }),
    () => userUpdated(principal, target.id, client, ['photo']),
  );
  if (target.photoKey) await storage.delete(target.photoKey);
  const updated = await findUserById(db, target.id);
  if (!updated) throw notFound('User not found');
  return toUserDetail(db, updated, principal.actorId);
}

/** `POST /users/{id}/upload-esign`: a doctor's signature, kept as a PNG (transparency matters). */
export async function uploadEsign({
  db,
  storage,
  principal,
  id,
  bytes,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: string;
  bytes: Buffer;
  client: ClientContext;
}): Promise<TUserDetail> {
  const target = await editableUser(db, principal, id);
  const profile = await findDoctorProfile(db, target.id);
  if (!profile) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Only a doctor has an e-signature');
  const image = await normaliseImage(bytes, { format: 'png', maxWidth: 1200, maxHeight: 400 });
  const key = newStorageKey('esign', 'png');
  // As for the photo: store the file, then the row and its audit event together, then drop the old file.
  await storage.put(key, image);
  await auditedChange(
    db,
    (tx) => updateDoctorProfile(tx, target.id, { esignKey: key }),
    () => userUpdated(principal, target.id, client, ['esign']),
  );
  if (profile.esignKey) await storage.delete(profile.esignKey);
  const updated = await findUserById(db, target.id);
  if (!updated) throw notFound('User not found');
  return toUserDetail(db, updated, principal.actorId);
}

/** The signature image, for the doctor themselves and admins only. */
export async function readEsign({
  db,
  storage,
  principal,
  id,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: string;
}): Promise<Buffer> {
  if (!maySeeSignature(principal, id)) throw notFound('Signature not found');
  const profile = await findDoctorProfile(db, id);
  const bytes = profile?.esignKey ? await storage.get(profile.esignKey) : null;
  if (!bytes) throw notFound('Signature not found');
  return bytes;
}
