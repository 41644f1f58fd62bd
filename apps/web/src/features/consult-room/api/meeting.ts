import type { TRoomEntry, TRoomMeeting } from '@curo/core/room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/is-not-found';
import { roomKeys } from './room-keys';

export const MEETING_PATH = '/api/v1/services/create-chime-meeting';
export const enterMeetingPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/enterChimeMeeting`;
export const leaveMeetingPath = (appointmentId: string) =>
  `/api/v1/appointments/${appointmentId}/leaveMeeting`;

/**
 * `POST /services/create-chime-meeting`: the consult's meeting (made once, then the same) and who
 * is in it now, without entering it. Its refusals are the room's error screens: 409 ROOM_NOT_OPEN
 * (saying when it opens), ROOM_CLOSED, WRONG_KIND; 403; 404.
 */
export const meetingQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: roomKeys.meeting(appointmentId),
    queryFn: () =>
      apiRequest<TRoomMeeting>(MEETING_PATH, { method: 'POST', body: JSON.stringify({ appointmentId }) }),
    retry: retryServerErrors,
  });

export const useMeeting = (appointmentId: string) => useQuery(meetingQueryOptions(appointmentId));

/** `POST /appointments/{id}/enterChimeMeeting`: into the call, with a join token and ICE servers. */
export const enterMeeting = (appointmentId: string) =>
  apiRequest<TRoomEntry>(enterMeetingPath(appointmentId), { method: 'POST' });

/** `POST /appointments/{id}/leaveMeeting`: out of the call (the others hear `room.left`). */
export const leaveMeeting = (appointmentId: string) =>
  apiRequest<TRoomMeeting>(leaveMeetingPath(appointmentId), { method: 'POST' });
