import type { TEmergencyPhoneSettings, TEmergencyPhoneSettingsInput } from '@curo/core/phone';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TEmergencyPhoneSettings };

export const EMERGENCY_PHONE_SETTINGS_PATH = '/api/v1/twilioCalls/emergencyPhoneSettings';
export const EMERGENCY_PHONE_SETTINGS_KEY = ['admin', 'emergencyPhoneSettings'] as const;

/** `GET /twilioCalls/emergencyPhoneSettings` (admins; decision 0063). */
export function getEmergencyPhoneSettings(): Promise<TEmergencyPhoneSettings> {
  return apiRequest(EMERGENCY_PHONE_SETTINGS_PATH);
}

export function useEmergencyPhoneSettings() {
  return useQuery(
    queryOptions({ queryKey: EMERGENCY_PHONE_SETTINGS_KEY, queryFn: getEmergencyPhoneSettings }),
  );
}

/** `PUT /twilioCalls/emergencyPhoneSettings`: answers the settings as saved. */
export function updateEmergencyPhoneSettings(
  input: TEmergencyPhoneSettingsInput,
): Promise<TEmergencyPhoneSettings> {
  return apiRequest(EMERGENCY_PHONE_SETTINGS_PATH, { method: 'PUT', body: JSON.stringify(input) });
}

export function useUpdateEmergencyPhoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmergencyPhoneSettings,
    onSuccess: (saved) => queryClient.setQueryData(EMERGENCY_PHONE_SETTINGS_KEY, saved),
  });
}
