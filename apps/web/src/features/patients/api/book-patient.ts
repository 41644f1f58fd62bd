import type { TAppointment } from '@curo/core/scheduling';
import type { TDoctorBookingRequest } from '@curo/core/scheduling-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from '../../scheduling';
import { patientKeys } from './patient-keys';

export const BOOK_PATIENT_PATH = '/api/v1/appointments/createScheduledAppointmentDoctorRequest';

/**
 * `POST /appointments/createScheduledAppointmentDoctorRequest`: the doctor books one of their free
 * times for the patient (409 SLOT_TAKEN or SLOT_UNAVAILABLE when the time has gone).
 */
export function useBookPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDoctorBookingRequest) =>
      apiRequest<TAppointment>(BOOK_PATIENT_PATH, { method: 'POST', body: JSON.stringify(body) }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: patientKeys.all });
      await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
    },
  });
}
