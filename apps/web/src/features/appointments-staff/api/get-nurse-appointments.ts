import type { TAppointmentList } from '@curo/core/scheduling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';
import { staffListParams, type TStaffFilters, withQuery } from './staff-list-query';

export const nurseListPath = (nurseId: string, filters: TStaffFilters) =>
  withQuery(`/api/v1/appointments/nurse/${encodeURIComponent(nurseId)}`, staffListParams(filters));

export const nurseAppointmentsQueryOptions = (nurseId: string, filters: TStaffFilters) => {
  const path = nurseListPath(nurseId, filters);
  return queryOptions({
    queryKey: staffKeys.list('nurse', path),
    queryFn: () => apiRequest<TAppointmentList>(path),
    placeholderData: keepPreviousData,
  });
};

/** `GET /appointments/nurse/{id}`: the consults a nurse booked or takes part in, paged and searchable. */
export const useNurseAppointments = (nurseId: string | undefined, filters: TStaffFilters) =>
  useQuery({ ...nurseAppointmentsQueryOptions(nurseId ?? '', filters), enabled: Boolean(nurseId) });
