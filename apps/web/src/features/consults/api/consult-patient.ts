import type { TPatientFaxList } from '@curo/core/faxes';
import type { TAppointmentList } from '@curo/core/scheduling';
import type { TUserDetail } from '@curo/core/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import { consultKeys } from './consult-keys';

/** How many of the clinician's consults with the patient the consult page lists. */
export const EARLIER_CONSULTS_SHOWN = 10;

/**
 * `GET /users/{id}`: the consult's patient, for a clinician on the consult (decision 0021). Each
 * read is audited in the patient's access history, so it is read once per visit, not on focus.
 */
export const useConsultPatient = (patientId: string, enabled: boolean) =>
  useQuery({
    queryKey: consultKeys.patient(patientId),
    queryFn: () => apiRequest<TUserDetail>(`/api/v1/users/${patientId}`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** `GET /appointments/list/all/1/10?patientId=`: the caller's own consults with the patient. */
export const useEarlierConsults = (patientId: string, enabled: boolean) =>
  useQuery({
    queryKey: consultKeys.earlierConsults(patientId),
    queryFn: () =>
      apiRequest<TAppointmentList>(
        `/api/v1/appointments/list/all/1/${EARLIER_CONSULTS_SHOWN}?patientId=${encodeURIComponent(patientId)}`,
      ),
    enabled,
  });

/**
 * `GET /ReceivedFaxes/patient/{id}`: faxes an admin filed into the patient's record (a referral or
 * results from outside), for the clinicians treating them. Audited, so read once per visit.
 */
export const usePatientFaxes = (patientId: string, enabled: boolean) =>
  useQuery({
    queryKey: consultKeys.patientFaxes(patientId),
    queryFn: () => apiRequest<TPatientFaxList>(`/api/v1/ReceivedFaxes/patient/${patientId}`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Downloads one filed fax as its PDF (`GET /ReceivedFaxes/{id}/pdf`, audited). */
export async function downloadFax(id: string, fileName: string) {
  const response = await fetchApiFile(`/api/v1/ReceivedFaxes/${id}/pdf`, 'application/pdf');
  saveBlob(await response.blob(), fileName);
}
