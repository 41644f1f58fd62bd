import type { TAppointmentStatus, TAppointmentType } from '@curo/core/scheduling';
import { endOfDay, startOfDay } from '../utils/zoned-day';

/** What a staff list is filtered by, as the screen keeps it (dates as the viewer's calendar days). */
export interface TStaffFilters {
  search?: string;
  type?: TAppointmentType;
  status?: TAppointmentStatus;
  doctorId?: string;
  /** First day shown (YYYY-MM-DD in the viewer's zone). */
  fromDate?: string;
  /** Last day shown, included. */
  toDate?: string;
  page: number;
}

/**
 * The query string every staff list takes (decision 0018), in a fixed order so that equal
 * filters make equal requests: `page` (left out on page 1), `search`, `type`, `status`,
 * `doctorId`, and `from`/`to` as the instants the viewer's days begin and end.
 */
export function staffListParams(filters: TStaffFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.search) params.set('search', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.doctorId) params.set('doctorId', filters.doctorId);
  const from = filters.fromDate ? startOfDay(filters.fromDate) : null;
  const to = filters.toDate ? endOfDay(filters.toDate) : null;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
}

/** `path` with the filters' query string, or `path` alone when nothing is set. */
export function withQuery(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
