import type { TNotificationSettings } from '@curo/core/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const notificationSettingsPath = (userId: string) =>
  `/api/v1/users/${encodeURIComponent(userId)}/notifications`;
export const notificationSettingsQueryKey = (userId: string) => ['users', userId, 'notifications'] as const;

/** `GET /users/{id}/notifications`: how this person wants to hear from us. */
export function getNotificationSettings({ userId }: { userId: string }): Promise<TNotificationSettings> {
  return apiRequest<TNotificationSettings>(notificationSettingsPath(userId));
}

export const notificationSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationSettingsQueryKey(userId),
    queryFn: () => getNotificationSettings({ userId }),
  });

export function useNotificationSettings(userId: string) {
  return useQuery(notificationSettingsQueryOptions(userId));
}
