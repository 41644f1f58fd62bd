import { invoicePdfPath } from '@curo/core/invoices';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import type { TInvoice } from './get-invoices';

/**
 * `GET /invoices/{id}/pdf`: the invoice as a PDF, fetched with the session's token (a plain link
 * could not carry it) and handed to the browser's downloads under the name the server gives it
 * (the invoice's number).
 */
export async function downloadInvoice(invoice: Pick<TInvoice, 'id' | 'number'>): Promise<string> {
  const response = await fetchApiFile(invoicePdfPath(invoice.id), 'application/pdf');
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${invoice.number}.pdf`;
  saveBlob(blob, filename);
  return filename;
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
