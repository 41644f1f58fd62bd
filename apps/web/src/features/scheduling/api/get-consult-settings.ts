import type { TConsultSettings } from '@curo/core/scheduling';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorSettingsKeys, schedulingKeys } from './query-keys';

export const consultSettingsPath = (doctorId: string) => `/api/v1/users/${doctorId}/getConsultSettings`;

/** `GET /users/{id}/getConsultSettings` (public): lengths, notice, horizon, kinds and fee. */
export const consultSettingsQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: doctorSettingsKeys.consultSettings(doctorId),
    queryFn: () => apiRequest<TConsultSettings>(consultSettingsPath(doctorId)),
  });

export const useConsultSettings = (doctorId: string | null) =>
  useQuery({ ...consultSettingsQueryOptions(doctorId ?? ''), enabled: Boolean(doctorId) });

/** `POST /users/{id}/updateConsultSettings`. */
export function useUpdateConsultSettings(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TConsultSettings) =>
      apiRequest<TConsultSettings>(`/api/v1/users/${doctorId}/updateConsultSettings`, {
        method: 'POST',
        body: JSON.stringify(settings),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(doctorSettingsKeys.consultSettings(doctorId), saved);
      // Lengths and notice change which slots exist.
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
    },
  });
}
