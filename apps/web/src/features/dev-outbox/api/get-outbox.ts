import type { TOutboxList } from '@curo/core/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getOutbox = () => apiRequest<TOutboxList>('/api/v1/dev/outbox');

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: getOutbox,
    // A refused outbox (production, another machine) stays refused: stop asking.
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
    retry: false,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
