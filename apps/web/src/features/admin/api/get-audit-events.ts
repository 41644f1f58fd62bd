import type { ZAuditEventList } from '@curo/core/audit';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchApiFile } from '../../../lib/api-file';

// The core package exports the schema only; its parse result is the type.
export type TAuditEventList = ReturnType<(typeof ZAuditEventList)['parse']>;
export type TAuditEvent = TAuditEventList['items'][number];

export { AUDIT_PAGE_SIZE } from '@curo/core/audit';
export const AUDIT_PATH = '/api/v1/audit';
export const AUDIT_EXPORT_PATH = '/api/v1/audit/export';

/** The trail's filters, as the address and the API take them; dates are Sydney days (YYYY-MM-DD). */
export interface TAuditFilters {
  action?: string;
  actorId?: string;
  subjectUserId?: string;
  from?: string;
  to?: string;
  page: number;
}

const FILTER_KEYS = ['action', 'actorId', 'subjectUserId', 'from', 'to'] as const;

function withFilters(path: string, filters: Omit<TAuditFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const auditPath = (filters: TAuditFilters): string => withFilters(AUDIT_PATH, filters);
export const auditExportPath = (filters: TAuditFilters): string =>
  withFilters(AUDIT_EXPORT_PATH, { ...filters, page: undefined });

/** `GET /audit?action&actorId&subjectUserId&from&to&page`: the audit trail, newest first, 50 a page. */
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

export interface TCsvFile {
  blob: Blob;
  filename: string;
  /** Rows in the file (X-Total-Count). */
  rows: number;
}

/** A CSV from the API with its name and row count; an error (too many rows) is the API's. */
export async function downloadCsv(path: string, fallbackName: string): Promise<TCsvFile> {
  const response = await fetchApiFile(path, 'text/csv');
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const rows = Number(response.headers.get('x-total-count') ?? Number.NaN);
  return { blob, filename, rows: Number.isFinite(rows) ? rows : 0 };
}

/** `GET /audit/export?…`: the filtered trail as CSV (the server refuses more than it allows). */
export const useExportAuditTrail = () =>
  useMutation({
    mutationFn: (filters: TAuditFilters) => downloadCsv(auditExportPath(filters), 'curo-audit-trail.csv'),
  });
