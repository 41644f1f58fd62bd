import { faxWords } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit';
import { findUserById } from '../users';
import { assertMayReadPatientFaxes } from './faxes.policy';
import { receivedFaxOr404 } from './received-fax-change';

/**
 * `GET /ReceivedFaxes/{id}/pdf`: the fax as it arrived. Admins read any (a deleted one too, to
 * decide whether to restore it); a clinician treating the patient it is filed under reads that
 * one (decision 0021), and nobody else (404). Every read is audited: as a read of the patient's
 * record when the fax is filed under one.
 */
export async function getReceivedFaxPdf({
  db,
  storage,
  principal,
  client,
  id,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  client: ClientContext;
  id: string;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const fax = await receivedFaxOr404(db, id);
  if (principal.role !== 'admin') {
    if (!fax.patientId || fax.deletedAt) throw notFound(faxWords.notFound);
    await assertMayReadPatientFaxes(db, principal, await findUserById(db, fax.patientId)).catch(() => {
      throw notFound(faxWords.notFound);
    });
  }
  const bytes = await storage.get(fax.storageKey);
  if (!bytes) throw notFound(faxWords.notFound);
  await recordAuditEvent({
    db,
    action: fax.patientId ? 'patient.record_viewed' : 'fax.viewed',
    ...actorsOf(principal),
    subjectUserId: fax.patientId,
    recordType: 'received_fax',
    recordId: fax.id,
    context: client,
  });
  return { bytes, fileName: `fax-${fax.receivedAt.toISOString().slice(0, 10)}.pdf` };
}
