import type { TOutboxList } from '@curo/core/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getOutbox = () => apiRequest<TOutboxList>('/api/v1/dev/outbox');

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, refetchInterval: 5000, retry: false });

export const useOutbox = () => useQuery(outboxQueryOptions());
