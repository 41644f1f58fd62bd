import { faxWords, type TReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { type AuditEventInput, actorsOf, auditedChange } from '../audit';
import { toReceivedFaxDto } from './fax-dto';
import { findReceivedFax, type ReceivedFaxWithPatient, updateReceivedFax } from './faxes.repository';

/** What may change of a received fax. */
export type ReceivedFaxPatch = Parameters<typeof updateReceivedFax>[2];

/** The received fax, with its patient; 404 when there is none. */
export async function receivedFaxOr404(db: Db, id: string): Promise<ReceivedFaxWithPatient> {
  const fax = await findReceivedFax(db, id);
  if (!fax) throw notFound(faxWords.notFound);
  return fax;
}

/**
 * Applies `patch` to a received fax and records `event` about it (the fax is the record, its
 * patient the subject unless the event names one), in one transaction; then answers the fax as it
 * now is. No patch: nothing changes, nothing is recorded, and the fax is answered as it is.
 */
export async function changeReceivedFax(
  db: Db,
  { principal, client }: { principal: Principal; client: ClientContext },
  fax: ReceivedFaxWithPatient,
  patch: ReceivedFaxPatch | null,
  event: Pick<AuditEventInput, 'action' | 'subjectUserId' | 'details'>,
): Promise<TReceivedFax> {
  if (patch)
    await auditedChange(
      db,
      (tx) => updateReceivedFax(tx, fax.id, patch),
      () => ({
        ...actorsOf(principal),
        subjectUserId: fax.patientId,
        recordType: 'received_fax',
        recordId: fax.id,
        context: client,
        ...event,
      }),
    );
  return toReceivedFaxDto(await receivedFaxOr404(db, fax.id));
}
