import type { TAppointmentList } from '@curo/core/scheduling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export type TListScope = 'upcoming' | 'past' | 'all';

export const appointmentListPath = (scope: TListScope, page: number, pageSize: number, search: string) =>
  `/api/v1/appointments/list/${scope}/${page}/${pageSize}${search ? `?search=${encodeURIComponent(search)}` : ''}`;

/** `GET /appointments/list/{scope}/{page}/{pageSize}?search` (decision 0012): your own, paged. */
export const appointmentListQueryOptions = (
  scope: TListScope,
  page: number,
  pageSize: number,
  search: string,
) =>
  queryOptions({
    queryKey: schedulingKeys.appointmentList(scope, page, pageSize, search),
    queryFn: () => apiRequest<TAppointmentList>(appointmentListPath(scope, page, pageSize, search)),
    placeholderData: keepPreviousData,
  });

export const useAppointmentList = (scope: TListScope, page: number, pageSize: number, search: string) =>
  useQuery(appointmentListQueryOptions(scope, page, pageSize, search));
