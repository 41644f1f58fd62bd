import type { TInvoice } from '@curo/core/invoices';
import type { Executor } from '../../db/client';
import { listInvoices } from './invoices.repository';
import { toInvoiceDto } from './list-invoices';

const BATCH = 200;

/** The patient's invoices for their copy of their record (decision 0057); each PDF downloads from `/account/invoices`. */
export async function exportInvoicesFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TInvoice[]> {
  const invoices: TInvoice[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await listInvoices(db, patientId, { page, pageSize: BATCH });
    invoices.push(...rows.map(toInvoiceDto));
    if (rows.length < BATCH || page * BATCH >= total) return invoices;
  }
}
