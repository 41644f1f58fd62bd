import type { TReceivedFax, TUpdateReceivedFax } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { changeReceivedFax, receivedFaxOr404 } from './received-fax-change';

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
  const fax = await receivedFaxOr404(db, input.id);
  const label = blankToNull(input.label);
  const note = blankToNull(input.note);
  return changeReceivedFax(
    db,
    { principal, client },
    fax,
    {
      ...(input.read === undefined ? {} : { readAt: input.read ? (fax.readAt ?? now) : null }),
      ...(label === undefined ? {} : { label }),
      ...(note === undefined ? {} : { note }),
    },
    {
      action: 'fax.updated',
      details: {
        ...(input.read === undefined ? {} : { read: input.read }),
        ...(label === undefined ? {} : { label }),
        ...(note === undefined ? {} : { noteChanged: true }),
      },
    },
  );
}
