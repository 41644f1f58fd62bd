import type { TSlot } from '@curo/core/scheduling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export type TSlotState = TSlot & {
  free?: boolean;
  reason?: 'booked' | 'notice' | 'horizon' | 'break' | 'busyCalendar' | null;
};

/**
 * `GET /users/{id}/getDoctorAvailableSlots?date&duration&timestamp`: slots on the doctor's local
 * date. `timestamp` changes on every fetch so no cache in between answers an old list;
 * `showAll` gives every slot with why it is not free (the doctor's own calendar).
 */
export function slotsPath(doctorId: string, date: string, duration?: number, showAll = false) {
  const query = new URLSearchParams({ date });
  if (duration) query.set('duration', String(duration));
  if (showAll) query.set('showAll', 'true');
  query.set('timestamp', String(Date.now()));
  return `/api/v1/users/${doctorId}/getDoctorAvailableSlots?${query}`;
}

export const slotsQueryOptions = (doctorId: string, date: string, duration?: number, showAll = false) =>
  queryOptions({
    queryKey: schedulingKeys.slots(doctorId, date, duration, showAll),
    queryFn: () => apiRequest<TSlotState[]>(slotsPath(doctorId, date, duration, showAll)),
    staleTime: 15_000,
  });

export const useSlots = (doctorId: string, date: string | null, duration?: number, showAll = false) =>
  useQuery({ ...slotsQueryOptions(doctorId, date ?? '', duration, showAll), enabled: Boolean(date) });
