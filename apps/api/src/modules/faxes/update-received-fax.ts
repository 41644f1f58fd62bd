import { faxWords, type TReceivedFax, type TUpdateReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, auditedChange } from '../audit';
import { toReceivedFaxDto } from './fax-dto';
import { findReceivedFax, updateReceivedFax } from './faxes.repository';

const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v?.trim() ? v.trim() : null;

/**
 * `POST /ReceivedFaxes/update`: read or unread, a label, a note. A deleted fax can still be
 * labelled (to say why it went); its folder and filing do not change here. Audited.
 */
export async function updateFax({
  db,
  principal,
  client,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
  input: TUpdateReceivedFax;
  now?: Date;
}): Promise<TReceivedFax> {
  const fax = await findReceivedFax(db, input.id);
  if (!fax) throw notFound(faxWords.notFound);
  const label = blankToNull(input.label);
  const note = blankToNull(input.note);
  await auditedChange(
    db,
    (tx) =>
      updateReceivedFax(tx, fax.id, {
        ...(input.read === undefined ? {} : { readAt: input.read ? (fax.readAt ?? now) : null }),
        ...(label === undefined ? {} : { label }),
        ...(note === undefined ? {} : { note }),
      }),
    () => ({
      action: 'fax.updated',
      ...actorsOf(principal),
      subjectUserId: fax.patientId,
      recordType: 'received_fax',
      recordId: fax.id,
      context: client,
      details: {
        ...(input.read === undefined ? {} : { read: input.read }),
        ...(label === undefined ? {} : { label }),
        ...(note === undefined ? {} : { noteChanged: true }),
      },
    }),
  );
  const updated = await findReceivedFax(db, fax.id);
  if (!updated) throw notFound(faxWords.notFound);
  return toReceivedFaxDto(updated);
}
