import type { TAppointmentList } from '@curo/core/scheduling';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

export const HISTORY_PAGE_SIZE = 10;

export const consultHistoryPath = (patientId: string, page: number) =>
  `/api/v1/appointments/consultHistory/${patientId}?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`;

/** `GET /appointments/consultHistory/{patientId}`: every consult of the patient, latest first. */
export const useConsultHistory = (patientId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: patientKeys.history(patientId, page),
    queryFn: () => apiRequest<TAppointmentList>(consultHistoryPath(patientId, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
