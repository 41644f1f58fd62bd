import type { TNotificationSettings } from '@curo/core/users';
import { type FormEvent, useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { accountMessages } from '../utils/account-messages';

export type TNotificationTopic = keyof TNotificationSettings;
export type TChannel = 'email' | 'sms';

/** The notification choices as ticked boxes, saved together. */
export function useNotificationSettingsForm({
  userId,
  initial,
}: {
  userId: string;
  initial: TNotificationSettings;
}) {
  const [settings, setSettings] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateNotificationSettings();

  const toggle = useCallback((topic: TNotificationTopic, channel: TChannel, on: boolean) => {
    setSettings((current) => ({ ...current, [topic]: { ...current[topic], [channel]: on } }));
    setFormError(null);
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      setFormError(null);
      try {
        const saved = await mutation.mutateAsync({ userId, settings });
        setSettings(saved);
        toast.success(accountMessages.notificationsSaved);
      } catch (error) {
        setFormError(errorMessage(error));
      }
    },
    [mutation, userId, settings],
  );

  return { settings, toggle, submit, formError, busy: mutation.isPending };
}
