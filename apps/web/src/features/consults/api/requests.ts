import type { TCertificateDecisionBody, TCertificateRequest } from '@curo/core/certificate-requests';
import type { TSlot } from '@curo/core/scheduling';
import type {
  TAppointmentDocument,
  TCreateAppointmentRequest,
  TOpenRequestList,
  TRequestAppointment,
} from '@curo/core/scheduling-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import { schedulingKeys } from '../../scheduling';
import type { TConsult } from './consult';
import { consultKeys } from './consult-keys';

const post = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: schedulingKeys.all });

/** `POST /appointments/createAppointmentRequest`: ask a doctor or a specialty for a consult. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAppointmentRequest) =>
      post<TRequestAppointment>('/api/v1/appointments/createAppointmentRequest', body),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/{id}/accept-date` (409 SLOT_TAKEN withdraws that offer). */
export function useAcceptDate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dateOfferId: string) =>
      post<TRequestAppointment>(`/api/v1/appointments/${id}/accept-date`, { dateOfferId }),
    onSettled: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/{id}/request-new-dates`. */
export function useRequestNewDates(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      post<TRequestAppointment>(`/api/v1/appointments/${id}/request-new-dates`, note ? { note } : {}),
    onSettled: () => invalidateAll(queryClient),
  });
}

/** `GET /appointments/openRequests`: what this doctor may take, oldest first. */
export const useOpenRequests = () =>
  useQuery({
    queryKey: consultKeys.openRequests(),
    queryFn: () => apiRequest<TOpenRequestList>('/api/v1/appointments/openRequests?pageSize=50'),
  });

/** `GET /appointments/dateOffersAvailableSlots`: the doctor's free times on a date, for offering. */
export const useOfferSlots = (id: string, date: string, duration: number | null, enabled: boolean) =>
  useQuery({
    queryKey: consultKeys.offerSlots(id, date, duration),
    queryFn: () =>
      apiRequest<TSlot[]>(
        `/api/v1/appointments/dateOffersAvailableSlots?appointmentId=${id}&date=${date}${
          duration ? `&duration=${duration}` : ''
        }`,
      ),
    enabled,
  });

/** `POST /dateOffers/{id}`: offer 1–5 times. */
export function useOfferDates(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offers: Array<{ startsAt: string; duration: number }>) =>
      post<TConsult>(`/api/v1/dateOffers/${id}`, { offers }),
    onSettled: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/createCallBackAppointment`. */
export function useCreateCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; preferredFrom: string; preferredTo: string; reason: string }) =>
      post<TRequestAppointment>('/api/v1/appointments/createCallBackAppointment', body),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/**
 * Sends a multipart form through the app's client (so the token is refreshed on 401). The browser
 * sets the multipart boundary itself, so no content type is given here.
 */
const postForm = <T>(path: string, form: FormData) =>
  apiClient.request<T>(path, { method: 'POST', body: form });

/** `POST /appointments/createOfflineAppointment` (multipart; 415 wrong type, 413 too large). */
export function useCreateOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { description: string; doctorId?: string; specialty?: string; files: File[] }) => {
      const form = new FormData();
      form.set('description', input.description);
      if (input.doctorId) form.set('doctorId', input.doctorId);
      if (input.specialty) form.set('specialty', input.specialty);
      for (const file of input.files) form.append('documents', file, file.name);
      return postForm<TRequestAppointment>('/api/v1/appointments/createOfflineAppointment', form);
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/{id}/documents`: the patient adds documents to an open offline consult. */
export function useAddDocuments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('documents', file, file.name);
      return postForm<TAppointmentDocument[]>(`/api/v1/appointments/${id}/documents`, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultKeys.documents(id) }),
  });
}

/** `GET /appointments/{id}/documents` (the patient, the assigned doctor, admins). */
export const useDocuments = (id: string, enabled = true) =>
  useQuery({
    queryKey: consultKeys.documents(id),
    queryFn: () => apiRequest<TAppointmentDocument[]>(`/api/v1/appointments/${id}/documents`),
    enabled,
  });

/** Downloads a document (with the session's token: a plain link would carry none) as a file. */
export async function downloadDocument(appointmentId: string, document: TAppointmentDocument) {
  const response = await fetchApiFile(`/api/v1/appointments/${appointmentId}/documents/${document.id}`);
  saveBlob(await response.blob(), document.fileName);
}

export type TExchangeStep = 'requestInformation' | 'provideInformation' | 'respond';
const FIELD: Record<TExchangeStep, 'question' | 'answer' | 'response'> = {
  requestInformation: 'question',
  provideInformation: 'answer',
  respond: 'response',
};

/** The offline exchange: the doctor asks or responds, the patient answers. */
export function useOfflineStep(id: string, step: TExchangeStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      post<TRequestAppointment>(`/api/v1/appointments/${id}/${step}`, { [FIELD[step]]: text }),
    onSettled: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/createCertificateRequest`: the patient asks for a medical certificate (decision 0043). */
export function useCreateCertificateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCertificateRequest) =>
      post<TRequestAppointment>('/api/v1/appointments/createCertificateRequest', body),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** `POST /appointments/{id}/certificateDecision`: the doctor issues, asks for a call, or declines. */
export function useCertificateDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCertificateDecisionBody) =>
      post<TRequestAppointment>(`/api/v1/appointments/${id}/certificateDecision`, body),
    onSettled: () =>
      Promise.all([
        invalidateAll(queryClient),
        queryClient.invalidateQueries({ queryKey: consultKeys.consult(id) }),
        queryClient.invalidateQueries({ queryKey: consultKeys.openRequests() }),
      ]),
  });
}
