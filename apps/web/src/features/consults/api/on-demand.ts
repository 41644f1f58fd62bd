import type { TAppointment } from '@curo/core/scheduling';
import type {
  TCreateEmergencyRequest,
  TEmergencyOfferList,
  TShift,
  TShiftKind,
  TShiftList,
} from '@curo/core/scheduling-on-demand';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from '../../scheduling';
import { consultKeys } from './consult-keys';

export const CREATE_EMERGENCY_PATH = '/api/v1/appointments/createScheduledEmergencyAppointment';
export const EMERGENCY_OFFERS_PATH = '/api/v1/appointments/emergencyDateOffers';
export const DECLINE_EMERGENCY_PATH = '/api/v1/appointments/declineEmergencyOffer';
export const acceptPath = (id: string) => `/api/v1/appointments/${id}/accept`;

/** `POST /appointments/createScheduledEmergencyAppointment`: offered at once to doctors on call. */
export function useCreateEmergency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TCreateEmergencyRequest, 'patientId' | 'familyMemberId'>) =>
      apiRequest<TAppointment & { offeredTo: string[] }>(CREATE_EMERGENCY_PATH, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultKeys.all }),
  });
}

/** `GET /appointments/emergencyDateOffers`: open emergency offers to this doctor, longest waiting first. */
export const useEmergencyOffers = (enabled = true) =>
  useQuery({
    queryKey: consultKeys.emergencyOffers(),
    queryFn: () => apiRequest<TEmergencyOfferList>(EMERGENCY_OFFERS_PATH),
    enabled,
    refetchInterval: 60_000,
  });

/**
 * `POST /appointments/{id}/accept`: claim an emergency, callback, offline or queued consult.
 * Exactly one doctor wins; the others hear 409 ALREADY_TAKEN.
 */
export function useAcceptConsult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TAppointment>(acceptPath(id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

/** `POST /appointments/declineEmergencyOffer`. */
export function useDeclineEmergency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiRequest(DECLINE_EMERGENCY_PATH, { method: 'POST', body: JSON.stringify({ appointmentId }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.emergencyOffers() }),
  });
}

export const shiftsPath = (kind: TShiftKind) =>
  kind === 'instant' ? '/api/v1/shifts' : '/api/v1/emergencyShifts';

/** Your shifts of one kind, from now to 14 days on (the API's default window). */
export const useShifts = (kind: TShiftKind, enabled = true) =>
  useQuery({
    queryKey: consultKeys.shifts(kind),
    queryFn: () => apiRequest<TShiftList>(`${shiftsPath(kind)}?pageSize=100`),
    enabled,
  });

export function useAddShift(kind: TShiftKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; note?: string }) =>
      apiRequest<TShift>(shiftsPath(kind), { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultKeys.shifts(kind) }),
  });
}

export function useRemoveShift(kind: TShiftKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`${shiftsPath(kind)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultKeys.shifts(kind) }),
  });
}
