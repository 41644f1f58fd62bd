import type { TAppointment, TAppointmentList } from '@curo/core/scheduling';
import type { TInstantQueue, TQueuePosition } from '@curo/core/scheduling-on-demand';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from '../../scheduling';
import { consultKeys } from './consult-keys';

export const CREATE_INSTANT_PATH = '/api/v1/appointments/createInstantAppointment';
export const INSTANT_QUEUE_PATH = '/api/v1/appointments/instant/queue';
export const INSTANT_NEXT_PATH = '/api/v1/appointments/instant/next';
export const queuePositionPath = (id: string) => `/api/v1/appointments/${id}/queuePosition`;

/** `POST /appointments/createInstantAppointment`: join the queue (409 INSTANT_ALREADY_OPEN). */
export function useJoinQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      apiRequest<TAppointment>(CREATE_INSTANT_PATH, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultKeys.all }),
  });
}

/** `GET /appointments/{id}/queuePosition`: place, people ahead and the wait estimate. */
export const queuePositionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consultKeys.queuePosition(id),
    queryFn: () => apiRequest<TQueuePosition>(queuePositionPath(id)),
  });
export const useQueuePosition = (id: string, enabled: boolean) =>
  useQuery({ ...queuePositionQueryOptions(id), enabled });

/** `GET /appointments/instant/queue` (instant doctors): the patients waiting, in order. */
export const useInstantQueue = () =>
  useQuery({
    queryKey: consultKeys.instantQueue(),
    queryFn: () => apiRequest<TInstantQueue>(INSTANT_QUEUE_PATH),
    // Minutes waited move on even when nothing else happens.
    refetchInterval: 60_000,
  });

/** `POST /appointments/instant/next`: take the patient who has waited longest (409 QUEUE_EMPTY). */
export function useTakeNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TAppointment>(INSTANT_NEXT_PATH, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

/** `GET /appointments/instantDoctor/{id}`: the consults this instant doctor took, newest first. */
export const useMyInstantConsults = (doctorId: string | undefined) =>
  useQuery({
    queryKey: [...consultKeys.all, 'instant-doctor', doctorId ?? ''] as const,
    queryFn: () =>
      apiRequest<TAppointmentList>(`/api/v1/appointments/instantDoctor/${doctorId}?page=1&pageSize=5`),
    enabled: Boolean(doctorId),
  });
