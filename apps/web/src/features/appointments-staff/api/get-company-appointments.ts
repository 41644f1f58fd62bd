import type { TAppointmentList } from '@curo/core/scheduling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';
import { staffListParams, type TStaffFilters, withQuery } from './staff-list-query';

export const companyListPath = (companyAdminId: string, filters: TStaffFilters) =>
  withQuery(
    `/api/v1/appointments/companyAdmin/${encodeURIComponent(companyAdminId)}`,
    staffListParams(filters),
  );

export const companyAppointmentsQueryOptions = (companyAdminId: string, filters: TStaffFilters) => {
  const path = companyListPath(companyAdminId, filters);
  return queryOptions({
    queryKey: staffKeys.list('company', path),
    queryFn: () => apiRequest<TAppointmentList>(path),
    placeholderData: keepPreviousData,
  });
};

/**
 * `GET /appointments/companyAdmin/{id}`: the consults of the company's people, without the reason
 * (decision 0018); the search matches names only.
 */
export const useCompanyAppointments = (companyAdminId: string | undefined, filters: TStaffFilters) =>
  useQuery({
    ...companyAppointmentsQueryOptions(companyAdminId ?? '', filters),
    enabled: Boolean(companyAdminId),
  });
