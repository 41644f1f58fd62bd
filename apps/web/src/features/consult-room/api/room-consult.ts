import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';
import { roomKeys } from './room-keys';

export const roomConsultPath = (appointmentId: string) =>
  `/api/v1/appointments/details/${appointmentId}/participants`;

/**
 * `GET /appointments/details/{id}/participants`: the consult with its patient's and doctor's names
 * (for "Waiting for Dr …" and the tiles), for anyone who takes part in it; 404 for anyone else.
 */
export const roomConsultQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: roomKeys.consult(appointmentId),
    queryFn: () => apiRequest<TAppointmentDetails>(roomConsultPath(appointmentId)),
    retry: retryServerErrors,
  });

export const useRoomConsult = (appointmentId: string) => useQuery(roomConsultQueryOptions(appointmentId));
