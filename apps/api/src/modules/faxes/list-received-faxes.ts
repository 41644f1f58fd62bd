import type { TFaxListParams, TReceivedFaxPage } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import { toReceivedFaxDto } from './fax-dto';
import { listReceivedFaxes } from './faxes.repository';

/**
 * `GET /ReceivedFaxes/paginated/{folder}/{page}/{pageSize}` (decision 0041): one page of a folder,
 * newest first. The list shows who sent what and when, never the document (its PDF route is audited).
 */
export async function getReceivedFaxPage({
  db,
  params,
  dropIn,
}: {
  db: Db;
  params: TFaxListParams;
  /** Whether the development drop-in is open (no provider). */
  dropIn: boolean;
}): Promise<TReceivedFaxPage> {
  const { items, total, unread } = await listReceivedFaxes(db, {
    view: params.folder,
    page: params.page,
    pageSize: params.pageSize,
  });
  return {
    items: items.map(toReceivedFaxDto),
    page: params.page,
    pageSize: params.pageSize,
    total,
    unread,
    dropIn,
  };
}
