import type { ZRecordViewsReport } from '@curo/core/audit';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadCsv } from './get-audit-events';

export type TRecordViewsReport = ReturnType<(typeof ZRecordViewsReport)['parse']>;
export type TRecordViewsEntry = TRecordViewsReport['items'][number];

export const RECORD_VIEWS_PATH = '/api/v1/audit/record-views';

/** Whose records one person opened, between two Sydney dates (both inclusive). */
export interface TRecordViewsQuery {
  actorId: string;
  from: string;
  to: string;
}

const search = ({ actorId, from, to }: TRecordViewsQuery) =>
  new URLSearchParams({ actorId, from, to }).toString();
export const recordViewsPath = (query: TRecordViewsQuery) => `${RECORD_VIEWS_PATH}?${search(query)}`;
export const recordViewsExportPath = (query: TRecordViewsQuery) =>
  `${RECORD_VIEWS_PATH}/export?${search(query)}`;

export const recordViewsQueryOptions = (query: TRecordViewsQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'record-views', query],
    queryFn: () => apiRequest<TRecordViewsReport>(recordViewsPath(query)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `GET /audit/record-views?actorId&from&to`, once all three are known. */
export function useRecordViews(query: TRecordViewsQuery | null) {
  return useQuery({
    ...recordViewsQueryOptions(query ?? { actorId: '', from: '', to: '' }),
    enabled: query !== null,
  });
}

/** `GET /audit/record-views/export?…`: the same report as CSV. */
export const useExportRecordViews = () =>
  useMutation({
    mutationFn: (query: TRecordViewsQuery) =>
      downloadCsv(recordViewsExportPath(query), 'curo-record-views.csv'),
  });
