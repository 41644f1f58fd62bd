import type { ZAuditEventList } from '@curo/core/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The core package exports the schema only; its parse result is the type.
export type TAuditEventList = ReturnType<(typeof ZAuditEventList)['parse']>;
export type TAuditEvent = TAuditEventList['items'][number];

export const AUDIT_PATH = '/api/v1/audit';
export const AUDIT_PAGE_SIZE = 50;

export interface TAuditFilters {
  action?: string;
  page: number;
}

export function auditPath({ action, page }: TAuditFilters): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${AUDIT_PATH}?${search}` : AUDIT_PATH;
}

/** `GET /audit?action&page`: the audit trail, newest first, 50 a page. */
export function getAuditEvents(filters: TAuditFilters): Promise<TAuditEventList> {
  return apiRequest<TAuditEventList>(auditPath(filters));
}

export const auditEventsQueryOptions = (filters: TAuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => getAuditEvents(filters),
    placeholderData: keepPreviousData,
    // A trail someone opens to check what just happened should not be half a minute old.
    staleTime: 0,
  });

export function useAuditEvents(filters: TAuditFilters) {
  return useQuery(auditEventsQueryOptions(filters));
}
