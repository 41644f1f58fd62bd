import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export interface TMonthAvailability {
  doctorId: string;
  timeZone: string;
  month: string;
  dates: Array<{ date: string; available: boolean; freeSlots: number }>;
}

export const monthAvailabilityPath = (doctorId: string, month: string, duration?: number) =>
  `/api/v1/services/availability-calendar/${doctorId}/date/${month}-01${duration ? `?duration=${duration}` : ''}`;

/** `GET /services/availability-calendar/{doctorId}/date/{date}`: which days of a month have a free slot. */
export const monthAvailabilityQueryOptions = (doctorId: string, month: string, duration?: number) =>
  queryOptions({
    queryKey: schedulingKeys.month(doctorId, month, duration),
    queryFn: () => apiRequest<TMonthAvailability>(monthAvailabilityPath(doctorId, month, duration)),
    placeholderData: keepPreviousData,
  });

export const useMonthAvailability = (doctorId: string, month: string, duration?: number) =>
  useQuery(monthAvailabilityQueryOptions(doctorId, month, duration));
