import { invoicesPath, type TInvoice, type TInvoiceList, ZInvoiceList } from '@curo/core/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TInvoice };

export const invoicesQueryKey = (userId: string) => ['invoices', userId] as const;

/** `GET /users/{id}/invoices?page=`: the person's tax invoices/receipts, newest first, 20 a page. */
export async function getInvoices(userId: string, page: number): Promise<TInvoiceList> {
  const query = page > 1 ? `?page=${page}` : '';
  return ZInvoiceList.parse(await apiRequest<unknown>(`${invoicesPath(userId)}${query}`));
}

export const invoicesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...invoicesQueryKey(userId), page] as const,
    queryFn: () => getInvoices(userId, page),
    // The page shown stays while the next loads.
    placeholderData: keepPreviousData,
  });

export function useInvoices(userId: string | undefined, page: number) {
  return useQuery({ ...invoicesQueryOptions(userId ?? '', page), enabled: userId !== undefined });
}
