import type { Db } from '../../db/client';
import type { FaxEvent, FaxGateway } from '../../platform/fax/fax-gateway';
import type { FileStorage } from '../../platform/storage/file-storage';
import { findOutboundFaxByProviderId, updateOutboundFax } from './faxes.repository';
import { receiveFax } from './receive-fax';

/**
 * Applies one verified provider event, once: a received fax is stored (a replay stores nothing);
 * a sent fax's status moves forward only (`queued` to `sent` or `failed`; a late `queued` after
 * the outcome changes nothing, nor does the same outcome again). A status for a fax Curo did not
 * send is acknowledged and ignored.
 */
export async function applyFaxWebhook({
  db,
  storage,
  gateway,
  event,
}: {
  db: Db;
  storage: FileStorage;
  gateway: FaxGateway;
  event: FaxEvent;
}): Promise<'stored' | 'updated' | 'replayed' | 'ignored'> {
  if (event.kind === 'received') {
    const { outcome } = await receiveFax({
      db,
      storage,
      fax: {
        source: 'phaxio',
        providerFaxId: event.providerFaxId,
        fromNumber: event.fromNumber,
        toNumber: event.toNumber,
        pages: event.pages,
        receivedAt: event.receivedAt,
        pdf: event.pdf ?? (() => gateway.fetchPdf(event.providerFaxId)),
      },
    });
    return outcome;
  }
  const fax = await findOutboundFaxByProviderId(db, 'phaxio', event.providerFaxId);
  if (!fax) return 'ignored';
  if (fax.status === event.status || fax.status === 'sent' || fax.status === 'failed') return 'replayed';
  await updateOutboundFax(db, fax.id, {
    status: event.status,
    pages: event.pages ?? fax.pages,
    error: event.status === 'failed' ? (event.error ?? 'The fax could not be sent') : null,
    completedAt: event.status === 'queued' ? null : event.at,
  });
  return 'updated';
}
