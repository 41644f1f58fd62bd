import type { TAppointmentList } from '@curo/core/scheduling';
import type { TAdminView } from '@curo/core/scheduling-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';
import { staffListParams, type TStaffFilters, withQuery } from './staff-list-query';

export const adminListPath = (view: TAdminView, filters: TStaffFilters) =>
  withQuery(`/api/v1/appointments/admin/${view}`, staffListParams(filters));

/** `GET /appointments/admin/{view}`: every appointment of a view, filtered, 25 a page. Admins only. */
export const getAdminAppointments = (view: TAdminView, filters: TStaffFilters) =>
  apiRequest<TAppointmentList>(adminListPath(view, filters));

export const adminAppointmentsQueryOptions = (view: TAdminView, filters: TStaffFilters) => {
  const path = adminListPath(view, filters);
  return queryOptions({
    queryKey: staffKeys.list('admin', path),
    queryFn: () => apiRequest<TAppointmentList>(path),
    // A new page or filter keeps the rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
};

export const useAdminAppointments = (view: TAdminView, filters: TStaffFilters) =>
  useQuery(adminAppointmentsQueryOptions(view, filters));
