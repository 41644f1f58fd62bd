import type { TAppointment } from '@curo/core/scheduling';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export type TDoctorDayItem = TAppointment & { patientName: string };

export interface TDoctorDay {
  timeZone: string;
  items: TDoctorDayItem[];
}

export const doctorDayPath = (doctorId: string, date: string) =>
  `/api/v1/users/${doctorId}/appointments/date/${date}`;

/** `GET /users/{id}/appointments/date/{date}`: the appointments starting on that date in the doctor's zone. */
export const doctorDayQueryOptions = (doctorId: string, date: string) =>
  queryOptions({
    queryKey: schedulingKeys.doctorDay(doctorId, date),
    queryFn: () => apiRequest<TDoctorDay>(doctorDayPath(doctorId, date)),
  });

export const useDoctorDay = (doctorId: string, date: string) =>
  useQuery(doctorDayQueryOptions(doctorId, date));

export const useDoctorDays = (doctorId: string, dates: readonly string[]) =>
  useQueries({ queries: dates.map((date) => doctorDayQueryOptions(doctorId, date)) });
