import type { TPaymentsConfig } from '@curo/core/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENTS_CONFIG_PATH = '/api/v1/payments/config';

/**
 * `GET /payments/config`: which card form this server takes (Stripe, the test gateway, none) and the
 * cancellation policy. Read as typed, like the other public reads: the pricing page states the
 * policy, and parsing it here would put zod in that page's first load (decision 0045).
 */
export async function getPaymentsConfig(): Promise<TPaymentsConfig> {
  return apiRequest<TPaymentsConfig>(PAYMENTS_CONFIG_PATH);
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: getPaymentsConfig,
    // The server's gateway does not change while it runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
