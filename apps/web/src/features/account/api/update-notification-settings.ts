import type { TNotificationSettings } from '@curo/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationSettingsPath, notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /users/{id}/notifications`: the whole set of choices, as the answer stores them. */
export function updateNotificationSettings({
  userId,
  settings,
}: {
  userId: string;
  settings: TNotificationSettings;
}): Promise<TNotificationSettings> {
  return apiRequest<TNotificationSettings>(notificationSettingsPath(userId), {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings, { userId }) =>
      queryClient.setQueryData(notificationSettingsQueryKey(userId), settings),
  });
}
