import type { TAppointment } from '@curo/core/scheduling';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

/** `GET /appointments/{id}`: one appointment the caller takes part in (404 otherwise). */
export const getAppointment = (id: string) =>
  apiRequest<TAppointment>(`/api/v1/appointments/${encodeURIComponent(id)}`);

/** The hold named in the booking address, to resume it after a reload (decision 0048). */
export const useHeldAppointment = (id: string | null) =>
  useQuery({
    queryKey: [...schedulingKeys.appointments(), 'hold', id],
    queryFn: () => getAppointment(id as string),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
