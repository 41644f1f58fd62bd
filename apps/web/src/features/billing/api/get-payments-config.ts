import { type TPaymentsConfig, ZPaymentsConfig } from '@curo/core/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENTS_CONFIG_PATH = '/api/v1/payments/config';

/** `GET /payments/config`: which card form this server takes (Stripe, the test gateway, none) and the cancellation policy. */
export async function getPaymentsConfig(): Promise<TPaymentsConfig> {
  return ZPaymentsConfig.parse(await apiRequest<unknown>(PAYMENTS_CONFIG_PATH));
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
