import type { TAvailability, TAvailabilityRule, TAvailabilityRuleInput } from '@curo/core/scheduling';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorSettingsKeys, schedulingKeys } from './query-keys';

export const AVAILABILITY_PATH = '/api/v1/availability';
export const UPDATE_ICS_PATH = '/api/v1/availability/updateIcs';

/** `GET /availability`: your rules, zone and outside-calendar sync state. */
export const availabilityQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: doctorSettingsKeys.availability(doctorId),
    queryFn: () => apiRequest<TAvailability>(AVAILABILITY_PATH),
  });

export const useAvailability = (doctorId: string) => useQuery(availabilityQueryOptions(doctorId));

/** Every change to availability changes the slots: refetch them and the rules. */
function useAvailabilityMutation<TInput, TResult>(
  doctorId: string,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorSettingsKeys.availability(doctorId) }),
        queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
      ]);
    },
  });
}

/** `POST /availability`: add a weekly window, a date's hours, a day off or a break. */
export const useAddRule = (doctorId: string) =>
  useAvailabilityMutation(doctorId, (input: TAvailabilityRuleInput) =>
    apiRequest<TAvailabilityRule>(AVAILABILITY_PATH, { method: 'POST', body: JSON.stringify(input) }),
  );

/** `PUT /availability/{id}`. */
export const useChangeRule = (doctorId: string) =>
  useAvailabilityMutation(doctorId, ({ id, input }: { id: string; input: TAvailabilityRuleInput }) =>
    apiRequest<TAvailabilityRule>(`${AVAILABILITY_PATH}/${id}`, {
      method: 'PUT',
      body: JSON.stringify(input),
    }),
  );

/** `DELETE /availability/{id}`. */
export const useRemoveRule = (doctorId: string) =>
  useAvailabilityMutation(doctorId, (id: string) =>
    apiRequest<null>(`${AVAILABILITY_PATH}/${id}`, { method: 'DELETE' }),
  );

export type TIcsSource = { url: string } | { resync: true } | { file: File };

/** `POST /availability/updateIcs`: link a feed, sync it again, or upload an .ics file (multipart `file`). */
export const useUpdateIcs = (doctorId: string) =>
  useAvailabilityMutation(doctorId, (source: TIcsSource) => {
    if ('file' in source) {
      const form = new FormData();
      form.append('file', source.file);
      return apiRequest<TAvailability>(UPDATE_ICS_PATH, { method: 'POST', body: form });
    }
    return apiRequest<TAvailability>(UPDATE_ICS_PATH, { method: 'POST', body: JSON.stringify(source) });
  });
