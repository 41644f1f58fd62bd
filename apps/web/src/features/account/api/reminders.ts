import type { TCreateReminderRequest, TReminder, TReminderList } from '@curo/core/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const REMINDERS_PATH = '/api/v1/reminders';
export const CREATE_REMINDER_PATH = '/api/v1/reminders/createReminder';
const remindersKey = ['account', 'reminders'] as const;

/** `GET /reminders`: the signed-in patient's own reminders, of every consult. */
export const useReminders = () =>
  useQuery({ queryKey: remindersKey, queryFn: () => apiRequest<TReminderList>(REMINDERS_PATH) });

/** `POST /reminders/createReminder`: one more reminder of a booked consult. */
export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateReminderRequest) =>
      apiRequest<TReminder>(CREATE_REMINDER_PATH, { method: 'POST', body: JSON.stringify(body) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}
