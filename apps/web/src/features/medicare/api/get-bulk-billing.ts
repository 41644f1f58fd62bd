import { type TBulkBillingQuery, type TBulkBillingResult, ZBulkBillingResult } from '@curo/core/medicare';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TBulkBillingResult };

export const bulkBillingPath = ({ doctorId, duration, type }: TBulkBillingQuery) =>
  `/api/v1/medicareItems/bulkBilling?${new URLSearchParams({ doctorId, duration: String(duration), type })}`;

/**
 * `GET /medicareItems/bulkBilling` (the signed-in patient): whether their consult with the doctor,
 * of this kind and length, may be bulk billed and under which item, or why not, in plain words.
 */
export async function getBulkBilling(query: TBulkBillingQuery): Promise<TBulkBillingResult> {
  return ZBulkBillingResult.parse(await apiRequest<unknown>(bulkBillingPath(query)));
}

export const bulkBillingQueryOptions = (query: TBulkBillingQuery) =>
  queryOptions({
    queryKey: ['medicare', 'bulk-billing', query.doctorId, query.type, query.duration] as const,
    queryFn: () => getBulkBilling(query),
  });

/** For the booking page's "Bulk bill this consult": asks only once the consult is chosen. */
export function useBulkBilling(query: TBulkBillingQuery | null) {
  return useQuery({
    ...bulkBillingQueryOptions(query ?? { doctorId: '', duration: 1, type: 'scheduled' }),
    enabled: query !== null,
  });
}
