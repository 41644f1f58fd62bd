import type { TAdminView } from '@curo/core/scheduling-staff';
import { SHEET_ROW_LIMIT } from '@curo/core/scheduling-staff';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile } from '../../../lib/api-file';
import { staffListParams, type TStaffFilters, withQuery } from './staff-list-query';

export const SHEET_PATH = '/api/v1/appointments/admin/sheets';

/** The CSV's path: the same view and filters as the sheet on screen, every page of it. */
export const sheetPath = (view: TAdminView, filters: TStaffFilters) =>
  withQuery(SHEET_PATH, staffListParams({ ...filters, page: 1 }, { view }));

export interface TSheetExport {
  blob: Blob;
  filename: string;
  /** How many consults matched (X-Total-Count); the file holds at most SHEET_ROW_LIMIT of them. */
  total: number;
  rows: number;
}

/**
 * `GET /appointments/admin/sheets?view&…`: the sheet as CSV, fetched with the session's bearer
 * token (a plain link could not carry it). An expired token is renewed once through an ordinary
 * authenticated request, which refreshes it, and the export is asked for again.
 */
export async function exportAdminSheet({
  view,
  filters,
}: {
  view: TAdminView;
  filters: TStaffFilters;
}): Promise<TSheetExport> {
  const response = await fetchApiFile(sheetPath(view, filters), 'text/csv');
  const blob = await response.blob();
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'curo-appointments.csv';
  const known = Number.isFinite(total) ? total : 0;
  return { blob, filename, total: known, rows: Math.min(known, SHEET_ROW_LIMIT) };
}

export const useExportAdminSheet = () => useMutation({ mutationFn: exportAdminSheet });
