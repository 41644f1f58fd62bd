import type { ZSendEmergencyOfferResult } from '@curo/core/scheduling-on-demand';
import type { TDoctorCard } from '@curo/core/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

type TSendEmergencyOfferResult = z.infer<typeof ZSendEmergencyOfferResult>;

export const EMERGENCY_DOCTORS_PATH = '/api/v1/users/getEmergencyDoctors';
export const SEND_EMERGENCY_OFFER_PATH = '/api/v1/appointments/sendEmergencyRequestOffer';

/** `GET /users/getEmergencyDoctors`: the doctors who take urgent consults. */
export const useEmergencyDoctors = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff-doctors', 'emergency'],
    queryFn: () => apiRequest<{ items: TDoctorCard[] }>(EMERGENCY_DOCTORS_PATH).then((l) => l.items),
    staleTime: 60_000,
    enabled,
  });

/**
 * `POST /appointments/sendEmergencyRequestOffer`: offer a waiting urgent consult again, to the
 * doctors named or (none named) to everyone on an urgent shift now. Doctors already offered it are
 * not offered twice.
 */
export function useSendEmergencyOffer(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctorIds: string[] | undefined) =>
      apiRequest<TSendEmergencyOfferResult>(SEND_EMERGENCY_OFFER_PATH, {
        method: 'POST',
        body: JSON.stringify({ appointmentId, ...(doctorIds ? { doctorIds } : {}) }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.details(appointmentId) }),
  });
}
