import type { TAdminView } from '@curo/core/scheduling-staff';
import { SHEET_ROW_LIMIT } from '@curo/core/scheduling-staff';
import { useMutation } from '@tanstack/react-query';
import { apiClient, apiRequest, toApiError } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
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

const send = (path: string) => {
  const token = apiClient.getAccessToken();
  return fetch(path, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

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
  const path = sheetPath(view, filters);
  let response = await send(path);
  if (response.status === 401 && apiClient.getAccessToken()) {
    await apiRequest(FETCH_LOGIN_PATH);
    response = await send(path);
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'curo-appointments.csv';
  const known = Number.isFinite(total) ? total : 0;
  return { blob, filename, total: known, rows: Math.min(known, SHEET_ROW_LIMIT) };
}

/** Hands a file to the browser's downloads, through a short-lived object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give it a moment before letting the memory go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportAdminSheet = () => useMutation({ mutationFn: exportAdminSheet });
