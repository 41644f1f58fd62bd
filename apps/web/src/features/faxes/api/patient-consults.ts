import type { TAppointmentList } from '@curo/core/scheduling';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many of a patient's consults the filing choice lists (latest first). */
export const CONSULTS_TO_FILE_UNDER = 20;

/** `GET /appointments/consultHistory/{patientId}`: the patient's consults, latest first. */
export const patientConsultsPath = (patientId: string) =>
  `/api/v1/appointments/consultHistory/${patientId}?pageSize=${CONSULTS_TO_FILE_UNDER}`;

export const usePatientConsults = (patientId: string) =>
  useQuery({
    queryKey: ['admin', 'faxes', 'patient-consults', patientId],
    queryFn: () => apiRequest<TAppointmentList>(patientConsultsPath(patientId)),
  });
